//! The door under attack: strangers on other loopback addresses (127.0.0.2 …) hold connections
//! open that never finish the handshake, and keep coming back; a friend from 127.0.0.1 with the
//! code still gets in, and a seated player's screen keeps answering.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

use tokio::io::AsyncWriteExt;
use tokio::net::{TcpSocket, TcpStream};

use super::player::*;
use super::room::*;
use tavolo::net::Limits;

/// How a stranger holds its connection.
#[derive(Clone, Copy)]
enum Stranger {
    /// Connects and never sends a byte.
    Idle,
    /// Sends its banner, then a packet one byte every half second: a handshake that never ends.
    Slow,
}

/// A stranger from `127.0.0.<last>`: holds one connection as `how` says, and opens another each
/// time the server closes it, until `stop`. Counts the connections it opened.
async fn stranger(port: u16, last: u8, how: Stranger, stop: Arc<AtomicBool>, opened: Arc<AtomicUsize>) {
    while !stop.load(Relaxed) {
        let Ok(socket) = TcpSocket::new_v4() else { return };
        if socket.bind(([127, 0, 0, last], 0).into()).is_err() {
            return;
        }
        let Ok(Ok(mut stream)) =
            tokio::time::timeout(Duration::from_secs(1), socket.connect(([127, 0, 0, 1], port).into())).await
        else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        opened.fetch_add(1, Relaxed);
        hold(&mut stream, how, &stop).await;
        // Refused or cut off: knock again soon.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Holds `stream` until the server closes it or `stop`.
async fn hold(stream: &mut TcpStream, how: Stranger, stop: &AtomicBool) {
    if let Stranger::Slow = how
        && stream.write_all(b"SSH-2.0-slow\r\n\0\0\x01").await.is_err()
    {
        return;
    }
    let mut buf = [0u8; 512];
    while !stop.load(Relaxed) {
        if let Stranger::Slow = how
            && stream.write_all(&[0]).await.is_err()
        {
            return;
        }
        match tokio::time::timeout(Duration::from_millis(500), stream.readable()).await {
            Err(_) => continue,
            Ok(Err(_)) => return,
            Ok(Ok(())) => match stream.try_read(&mut buf) {
                Ok(0) => return,
                Err(e) if e.kind() != std::io::ErrorKind::WouldBlock => return,
                _ => {}
            },
        }
    }
}

/// The attack: `pairs` addresses from 127.0.0.2, each holding an idle and a slow connection.
struct Attack {
    stop: Arc<AtomicBool>,
    opened: Arc<AtomicUsize>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Attack {
    fn start(port: u16, pairs: u8) -> Attack {
        let stop = Arc::new(AtomicBool::new(false));
        let opened = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for i in 0..pairs {
            for how in [Stranger::Idle, Stranger::Slow] {
                tasks.push(tokio::spawn(stranger(port, 2 + i, how, stop.clone(), opened.clone())));
            }
        }
        Attack { stop, opened, tasks }
    }

    async fn stop(self) -> usize {
        self.stop.store(true, Relaxed);
        for t in self.tasks {
            let _ = tokio::time::timeout(Duration::from_secs(2), t).await;
        }
        self.opened.load(Relaxed)
    }
}

/// One key from a seated player to its own screen showing it: the time it took.
async fn round_trip(p: &mut Player, c: u8) -> Duration {
    let t = Instant::now();
    p.send(&[c]).await;
    p.wait_for(&format!("last=Char('{}')", c as char)).await;
    t.elapsed()
}

/// Anna sits; 40 idle and 40 slow strangers hold the door (and come back whenever cut off);
/// Bruno, from 127.0.0.1 with the code, reaches the table within 5 s, and Anna's keys keep
/// answering. `secs`: how long the attack runs before Bruno comes (and then after him).
async fn friends_get_in_while_strangers_hold_the_door(
    secs: u64,
) -> (usize, Duration, Vec<Duration>, (usize, usize)) {
    let limits = Limits { auth_delay: Duration::from_millis(50), ..Limits::default() };
    let (server, _seen) = serve_with(&format!("door-{secs}"), limits);
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    let attack = Attack::start(port, 40);
    let mut latencies = Vec::new();
    let until = Instant::now() + Duration::from_secs(secs);
    let mut key = b'a';
    while Instant::now() < until {
        latencies.push(round_trip(&mut anna, key).await);
        key = if key == b'z' { b'a' } else { key + 1 };
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let held = server.door_counts();
    let t = Instant::now();
    let mut bruno = tokio::time::timeout(WAIT, join(port, "bruno", size(80, 24)))
        .await
        .expect("Bruno could not get past the door within 5 s");
    bruno.wait_for("user=bruno").await;
    let bruno_in = t.elapsed();
    for _ in 0..10 {
        latencies.push(round_trip(&mut anna, key).await);
        key = if key == b'z' { b'a' } else { key + 1 };
    }
    let opened = attack.stop().await;
    (opened, bruno_in, latencies, held)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friend_gets_in_while_strangers_hold_the_door() {
    let (opened, bruno_in, latencies, held) = friends_get_in_while_strangers_hold_the_door(2).await;
    assert!(opened >= 80, "the strangers opened only {opened} connections");
    // The strangers filled every place the door gives strangers.
    assert_eq!(held.1, Limits::default().max_strangers, "{held:?}");
    assert!(bruno_in < WAIT, "{bruno_in:?}");
    let worst = latencies.iter().max().unwrap();
    assert!(*worst < Duration::from_secs(1), "a seated player waited {worst:?} for a key");
}

/// Figures for the record (`cargo test --release --test all serve_ssh::door::lock_out_load --
/// --ignored --nocapture`): the same attack for 30 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn lock_out_load() {
    let (opened, bruno_in, mut latencies, held) = friends_get_in_while_strangers_hold_the_door(30).await;
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    eprintln!(
        "door under attack: 80 strangers from 40 addresses opened {opened} connections, held {} \
         places at once ({} open); Bruno reached the table in {bruno_in:?}; Anna's key to screen \
         over {} keys: median {:?}, 95% {:?}, worst {:?}",
        held.1,
        held.0,
        latencies.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
    assert!(bruno_in < WAIT);
}
