//! The game log as the table shows it: a panel of the newest lines that grows with the terminal,
//! and whole pages (the full log, the catch-up after a hand-off) grouped under their round and turn.
//! Lines the viewer has not seen since its last decision are marked `•`.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::text::wrap_line;
use super::theme;
use crate::engine::LogLine;
use crate::i18n::Arg;
use crate::t;

/// The marker of a line that is news to the viewer.
const NEW: &str = "• ";
/// The marker of a line a stand-in's move made for the viewer while it was away.
const STAND_IN: &str = "▸ ";

/// Rows of log text for a table of `height` rows: a few at 80×24, a quarter of a tall terminal.
pub fn panel_rows(height: u16) -> u16 {
    match height {
        0..28 => 3,
        28..34 => 5,
        _ => (height / 4).clamp(8, 20),
    }
}

fn entry(l: &LogLine, new_from: Option<usize>) -> Line<'static> {
    marked(l, new_from, None)
}

/// [`entry`], singling out the lines `stand_in`'s bot made while its player was away.
fn marked(l: &LogLine, new_from: Option<usize>, stand_in: Option<usize>) -> Line<'static> {
    let is_new = new_from.is_some_and(|n| l.pos >= n);
    if is_new && stand_in.is_some() && l.by == stand_in {
        return Line::from(vec![
            Span::styled(STAND_IN, theme::bold()),
            Span::styled(t!("log-by-stand-in"), theme::bold()),
            Span::styled(l.text.clone(), theme::bold()),
        ]);
    }
    let mut spans = vec![Span::raw(if is_new { NEW } else { "  " })];
    if l.private {
        spans.push(Span::styled(t!("log-only-you"), theme::dim()));
    }
    spans.push(Span::styled(l.text.clone(), if is_new { theme::bold() } else { Default::default() }));
    Line::from(spans)
}

/// The newest lines first, each wrapped whole (never cut mid-word); returns how many entries fit
/// entirely. `lines` are the newest ones, oldest first (no more than the panel's rows are needed);
/// `fresh` counts the viewer's lines from `new_from` on, for the title, and says since when
/// (`"turn"`: the viewer's last turn; `"live"`: a real-time game, which has no turns of one's own).
pub fn panel(
    f: &mut Frame,
    area: Rect,
    lines: &[LogLine],
    new_from: Option<usize>,
    (fresh, since): (usize, &'static str),
    key: &str,
) -> usize {
    let title = match fresh {
        0 => format!(" {} ", t!("log-title", key = key)),
        n => format!(" {} ", t!("log-title-new", mark = NEW, n = n, since = Arg::Id(since), key = key)),
    };
    let block = Block::default().borders(Borders::TOP).title(Span::styled(title, theme::dim()));
    let inner = block.inner(area);
    f.render_widget(block, area);
    let mut shown = Vec::new();
    let mut used = 0;
    let mut fitted = 0;
    for l in lines.iter().rev() {
        let rows = wrap_line(&entry(l, new_from), inner.width as usize, 2);
        if used + rows.len() > inner.height as usize {
            break;
        }
        used += rows.len();
        fitted += 1;
        shown.push(rows);
    }
    let shown: Vec<Line> = shown.into_iter().flatten().collect();
    f.render_widget(Paragraph::new(shown), inner);
    fitted
}

/// The lines oldest first under headings for each round and turn, for a pager.
pub fn page(lines: &[LogLine], new_from: Option<usize>) -> Vec<Line<'static>> {
    page_marked(lines, new_from, None)
}

/// [`page`] for a player back from a stand-in (`stand_in`: its seat): the bot's moves for it are
/// singled out from the rest of the news.
pub fn page_marked(
    lines: &[LogLine],
    new_from: Option<usize>,
    stand_in: Option<usize>,
) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let mut last = None;
    for l in lines {
        let when = (l.round, l.turn);
        if last != Some(when) {
            let head = match l.round {
                Some(r) => t!("log-round-turn", round = r, turn = l.turn),
                None => t!("log-turn", turn = l.turn),
            };
            out.push(Line::styled(head, theme::dim()));
            last = Some(when);
        }
        out.push(marked(l, new_from, stand_in));
    }
    if out.is_empty() {
        out.push(Line::styled(t!("log-empty"), theme::dim()));
    }
    out
}
