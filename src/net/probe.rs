//! How long a terminal's key presses take to reach the table: every few seconds the terminal is
//! asked for its status (DSR), and its answer comes back the way its keys do. Real-time games show
//! half the round trip beside each player.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::ChannelId;
use russh::server::Handle;

use super::driver::Event;
use crate::table_core::room::ClientId;

/// When the last probe went out, until answered; and whether the terminal ever answered one.
pub type Probe = Arc<Mutex<(Option<Instant>, bool)>>;

/// How often a terminal is asked to answer (its network delay, for real-time games).
pub const PROBE_EVERY: Duration = Duration::from_secs(3);

/// What asks a terminal for its status (DSR), and its answer "all well": the time between them is
/// the delay a key press from that terminal takes to reach the table, twice.
const PROBE: &[u8] = b"\x1b[5n";
const PROBE_ANSWER: &[u8] = b"\x1b[0n";

/// Asks the terminal every [`PROBE_EVERY`] how long it takes to answer, until the connection ends.
/// A probe still unanswered at the next one is reported as it stands (at least that long): a
/// terminal whose network hangs shows a growing delay, not its last good one.
pub async fn probe_delay(
    handle: Handle,
    channel: ChannelId,
    probe: Probe,
    (events, client): (std::sync::mpsc::Sender<Event>, ClientId),
) {
    loop {
        tokio::time::sleep(PROBE_EVERY).await;
        let (waiting, answers) = *probe.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sent) = waiting.filter(|_| answers) {
            let _ = events.send(Event::Delay { client, round_trip: sent.elapsed() });
            continue;
        }
        if handle.data(channel, PROBE.to_vec()).await.is_err() {
            return;
        }
        probe.lock().unwrap_or_else(|e| e.into_inner()).0 = Some(Instant::now());
    }
}

/// `data` without the terminal's answers to a delay probe, and whether one was among them.
pub fn take_probe_answers(data: &[u8]) -> (std::borrow::Cow<'_, [u8]>, bool) {
    if !data.windows(PROBE_ANSWER.len()).any(|w| w == PROBE_ANSWER) {
        return (std::borrow::Cow::Borrowed(data), false);
    }
    let mut kept = Vec::with_capacity(data.len());
    let mut i = 0;
    while i < data.len() {
        if data[i..].starts_with(PROBE_ANSWER) {
            i += PROBE_ANSWER.len();
        } else {
            kept.push(data[i]);
            i += 1;
        }
    }
    (std::borrow::Cow::Owned(kept), true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminals_answer_to_the_delay_probe_is_taken_out_of_its_keys() {
        assert_eq!(take_probe_answers(b"ab"), (std::borrow::Cow::Borrowed(&b"ab"[..]), false));
        let (kept, answered) = take_probe_answers(b"a\x1b[0nb\x1b[0n");
        assert_eq!((&kept[..], answered), (&b"ab"[..], true));
        // An Escape key and "[0n" typed after it in another packet stay keys.
        assert!(!take_probe_answers(b"\x1b").1);
    }
}
