//! The real binary in a real terminal (tmux): SIGTERM and SIGHUP leave the app through its normal
//! exit — raw mode off, alternate screen left, cursor shown, the game saved and one line printed — and
//! a second window on the same game is refused. Ignored where tmux is not installed (build.rs looks).
#![cfg(target_os = "linux")]

use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use tavolo::engine::lock::lock_path;
use tavolo::engine::save::newest_autosave;
use tavolo::engine::{Player, Session, Setup};
use tavolo::games::keltis::Keltis;

struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(name: &str) -> Tmux {
        Tmux { socket: format!("tavolo-test-{name}-{}", std::process::id()) }
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux").arg("-L").arg(&self.socket).args(args).output().expect("tmux runs")
    }

    fn show(&self, format: &str) -> String {
        String::from_utf8_lossy(&self.run(&["display-message", "-p", "-t", "t", format]).stdout)
            .trim()
            .to_string()
    }

    fn screen(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "t"]).stdout).to_string()
    }

    fn wait_for(&self, what: &str, done: impl Fn(&Tmux) -> bool) {
        let start = Instant::now();
        while !done(self) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {what}:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-term-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The shell's only child: the tavolo process.
fn child_of(shell: &str) -> String {
    std::fs::read_to_string(format!("/proc/{shell}/task/{shell}/children")).unwrap().trim().to_string()
}

fn stop_with(signal: &str) {
    let tmux = Tmux::start(signal);
    let dir = temp_dir(signal);
    let bin = env!("CARGO_BIN_EXE_tavolo");
    // A game one move in (a new game left before its first move keeps no save).
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let mut game =
        Session::<Keltis>::new(players, Setup { players: 2, first: Some(0), seed: 3 }, Default::default())
            .unwrap();
    let seat = game.pending().seat().unwrap();
    let first = game.bot_choice(seat).unwrap();
    game.act(seat, first).unwrap();
    game.save_to(&dir.join("autosave-keltis-1795000000-0001.json")).unwrap();
    let script = format!(
        "{bin} --resume --save-dir {d}; echo exit=$?; stty -a > {d}/stty.txt; sleep 60",
        d = dir.display()
    );
    let started = tmux.run(&["new-session", "-d", "-s", "t", "-x", "100", "-y", "30", &script]);
    assert!(started.status.success(), "{started:?}");
    tmux.wait_for("the game", |t| t.screen().contains("Keltis") && t.show("#{alternate_on}") == "1");
    let shell = tmux.show("#{pane_pid}");
    tmux.wait_for("the tavolo process", |_| !child_of(&shell).is_empty());
    let pid = child_of(&shell);

    // A second window on the same game is refused with one sentence.
    let second = Command::new(bin).args(["--resume", "--save-dir", dir.to_str().unwrap()]).output().unwrap();
    let err = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(1), "{err}");
    assert!(err.contains(&format!("open in another Tavolo window (process {pid})")), "{err}");

    let killed = Command::new("kill").args([&format!("-{signal}"), &pid]).status().unwrap();
    assert!(killed.success());
    tmux.wait_for("the exit", |_| dir.join("stty.txt").exists());
    std::thread::sleep(Duration::from_millis(200));
    let screen = tmux.screen();
    assert!(screen.contains("exit=0"), "{screen}");
    assert!(
        screen.contains(&format!("Saved. Continue with: tavolo --resume --save-dir {}", dir.display())),
        "{screen}"
    );
    assert_eq!(tmux.show("#{alternate_on}"), "0", "still in the alternate screen");
    assert_eq!(tmux.show("#{cursor_flag}"), "1", "the cursor is hidden");
    let stty = std::fs::read_to_string(dir.join("stty.txt")).unwrap();
    for flag in ["icanon", "echo", "isig"] {
        assert!(stty.split_whitespace().any(|w| w == flag), "raw mode still on ({flag}): {stty}");
    }
    let save = newest_autosave(&dir).expect("the autosave is kept");
    Session::<Keltis>::load(&save.path).expect("the autosave loads");
    assert!(!lock_path(&save.path).exists(), "the lock file is removed on exit");
    drop(tmux);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[cfg_attr(not(has_tmux), ignore = "tmux is not installed")]
fn sigterm_restores_the_terminal_and_keeps_the_autosave() {
    stop_with("TERM");
}

#[test]
#[cfg_attr(not(has_tmux), ignore = "tmux is not installed")]
fn sighup_restores_the_terminal_and_keeps_the_autosave() {
    stop_with("HUP");
}
