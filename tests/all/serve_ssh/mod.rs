//! The SSH server end to end: a test room served on 127.0.0.1 (port 0), russh's client as the
//! players, vt100 to read what each player's terminal shows.

mod door;
mod keys;
mod player;
mod room;
mod table;

use std::sync::Arc;
use std::time::{Duration, Instant};

use player::*;
use room::*;
use russh::ChannelMsg;
use russh::client;
use tavolo::net::Limits;

#[tokio::test]
async fn three_players_each_see_their_own_screen_and_keys() {
    let (server, seen) = serve("three");
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    let mut bruno = join(port, "bruno", size(100, 30)).await;
    let mut carla = join(port, "carla", size(120, 40)).await;
    for p in [&mut anna, &mut bruno, &mut carla] {
        p.wait_for("players=3").await;
        p.wait_for("ticked=true").await;
    }
    let (a, b, c) = (anna.text(), bruno.text(), carla.text());
    assert!(a.contains("SECRET-anna-") && !a.contains("SECRET-bruno") && !a.contains("SECRET-carla"), "{a}");
    assert!(b.contains("SECRET-bruno-") && !b.contains("SECRET-anna") && !b.contains("SECRET-carla"), "{b}");
    assert!(c.contains("SECRET-carla-") && !c.contains("SECRET-anna") && !c.contains("SECRET-bruno"), "{c}");
    assert!(anna.screen.screen().alternate_screen() && anna.screen.screen().hide_cursor());

    // Keys arrive as the table's KeyEvents, each to its own player.
    anna.send(b"\x1b[A").await;
    bruno.send(b"\r").await;
    carla.send("è".as_bytes()).await;
    anna.wait_for("last=Up+NONE").await;
    bruno.wait_for("last=Enter+NONE").await;
    carla.wait_for("last=Char('è')+NONE").await;
    anna.send(b"\x1bOD").await;
    anna.wait_for("last=Left+NONE").await;
    bruno.send(b"\x1b[Z").await;
    bruno.wait_for("last=BackTab+SHIFT").await;
    carla.send(b"\x03").await;
    carla.wait_for("last=Char('c')+CONTROL").await;

    // A window change redraws that player at the new size.
    anna.resize(size(90, 30)).await;
    anna.wait_for("size=90x30").await;
    assert!(!anna.text().contains("enlarge"));

    // Ctrl-Q: the room lets Carla go; her terminal is given back and the channel closed.
    carla.send(b"\x11").await;
    carla.wait_closed().await;
    assert!(!carla.screen.screen().alternate_screen() && !carla.screen.screen().hide_cursor());
    anna.wait_for("players=2").await;

    // Bruno hangs up: the room hears he left.
    bruno.ssh.disconnect(russh::Disconnect::ByApplication, "", "").await.unwrap();
    until_seen(&seen, "bruno left", |s| s.left.contains(&"bruno".to_string())).await;
    anna.wait_for("players=1").await;

    // The host closes the table: Anna's terminal is restored too, and the room says goodbye.
    server.input(host_key('q'));
    anna.wait_closed().await;
    assert!(!anna.screen.screen().alternate_screen());
    assert_eq!(server.wait(), Some(Ok("Saved as bye from 1 players.".to_string())));
}

#[tokio::test]
async fn a_wrong_code_or_an_empty_name_is_refused_after_a_delay() {
    let (server, seen) = serve("wrong");
    let mut ssh = connect(server.port()).await;
    let t = Instant::now();
    assert!(!ssh.authenticate_password("anna", "AAAAAA").await.unwrap().success());
    assert!(t.elapsed() >= Duration::from_millis(50), "refused in {:?}", t.elapsed());
    assert!(!ssh.authenticate_password("anna", "BBBBBB").await.unwrap().success());
    assert!(!ssh.authenticate_password("", CODE).await.unwrap().success());
    // A new key alone is no way in either: it needs the code too.
    let key = russh::keys::PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519).unwrap();
    let key = russh::keys::PrivateKeyWithHashAlg::new(Arc::new(key), None);
    let by_key = ssh.authenticate_publickey("anna", key).await;
    assert!(by_key.is_err() || !by_key.unwrap().success());
    // After three refusals the connection is closed, even with the right code.
    let last = ssh.authenticate_password("anna", CODE).await;
    assert!(last.is_err() || !last.unwrap().success());
    assert!(seen.lock().unwrap().joined.is_empty());
    // The right code on a new connection works.
    let mut ok = connect(server.port()).await;
    assert!(ok.authenticate_password("anna", CODE).await.unwrap().success());
}

#[tokio::test]
async fn without_a_terminal_the_player_is_told_to_use_ssh_t() {
    let (server, seen) = serve("nopty");
    let mut ssh = connect(server.port()).await;
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let channel = ssh.channel_open_session().await.unwrap();
    channel.request_shell(true).await.unwrap();
    let mut p = Player {
        ssh,
        channel,
        screen: parser(size(80, 24)),
        received: 0,
        closed: false,
        exit_status: None,
        tail: Vec::new(),
    };
    p.wait_closed().await;
    let join = format!("ssh -t -p {} NAME@127.0.0.1", server.port());
    assert!(p.text().contains(&format!("Tavolo needs a terminal: join with  {join}")), "{}", p.text());
    assert_eq!(p.exit_status, Some(1));
    assert!(seen.lock().unwrap().joined.is_empty());
}

#[tokio::test]
async fn commands_sftp_forwarding_and_a_second_channel_are_refused() {
    let (server, seen) = serve("exec");
    let port = server.port();
    let mut ssh = connect(port).await;
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let mut channel = ssh.channel_open_session().await.unwrap();
    channel.exec(true, "cat /etc/passwd").await.unwrap();
    let mut replies = Vec::new();
    let mut said = Vec::new();
    let mut exit = None;
    while let Ok(Some(m)) = tokio::time::timeout(WAIT, channel.wait()).await {
        match &m {
            ChannelMsg::Data { data } => panic!("nothing on stdout: {data:?}"),
            ChannelMsg::ExtendedData { data, ext: 1 } => said.extend_from_slice(data),
            ChannelMsg::ExitStatus { exit_status } => exit = Some(*exit_status),
            _ => {}
        }
        replies.push(format!("{m:?}"));
    }
    // No command runs: one line on stderr on what is served here and how to join it, exit 1.
    let said = String::from_utf8_lossy(&said);
    let join_with = format!("ssh -t -p {port} NAME@127.0.0.1");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("serves a game table only") && said.contains(&join_with), "{said}");
    assert_eq!(exit, Some(1), "{replies:?}");

    // One terminal channel per connection: SFTP would need a second one; on a fresh connection it
    // is refused as a subsystem.
    assert!(ssh.channel_open_session().await.is_err());
    let mut ssh = connect(port).await;
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let mut sftp = ssh.channel_open_session().await.unwrap();
    sftp.request_subsystem(true, "sftp").await.unwrap();
    let mut said = Vec::new();
    while let Ok(Some(m)) = tokio::time::timeout(WAIT, sftp.wait()).await {
        if let ChannelMsg::ExtendedData { data, .. } = m {
            said.extend_from_slice(&data);
        }
    }
    assert!(said.starts_with(b"Tavolo serves a game table only"), "{:?}", String::from_utf8_lossy(&said));

    assert!(ssh.channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5000).await.is_err());
    assert!(ssh.channel_open_direct_streamlocal("/var/run/docker.sock").await.is_err());
    assert!(ssh.tcpip_forward("127.0.0.1", 8080).await.is_err());

    // Once seated, a second channel is refused and the game goes on.
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    assert!(anna.ssh.channel_open_session().await.is_err());
    anna.send(b"x").await;
    anna.wait_for("last=Char('x')").await;
    assert_eq!(seen.lock().unwrap().joined, vec!["anna".to_string()]);
}

#[tokio::test]
async fn garbage_and_extreme_sizes_do_not_hurt_the_server() {
    use rand::{RngExt, SeedableRng};
    let (server, _seen) = serve("garbage");
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    let mut rng = rand_pcg::Pcg64::seed_from_u64(14);
    for _ in 0..20 {
        let len = rng.random_range(1..100);
        let bytes: Vec<u8> =
            (0..len).map(|_| if rng.random_bool(0.2) { 0x1b } else { rng.random() }).collect();
        // Not Ctrl-Q: that is how this room lets a player go.
        let bytes: Vec<u8> = bytes.into_iter().filter(|&b| b != 0x11).collect();
        anna.send(&bytes).await;
    }
    // An Esc ends whatever sequence the garbage left open.
    anna.send(b"\x1b").await;
    anna.send(b"Z").await;
    anna.wait_for("last=Char('Z')+SHIFT").await;

    // 1×1: the room says to enlarge; 10000×10000: drawn at the largest size the server draws.
    let mut tiny = join(port, "tiny", size(1, 1)).await;
    let mut huge = join(port, "huge", size(10000, 10000)).await;
    tiny.wait_for("u").await;
    huge.wait_for("size=400x150").await;
    anna.resize(size(0, 0)).await;
    anna.resize(size(60, 20)).await;
    anna.wait_for("enlarge your terminal").await;
    anna.send(b"y").await;
    anna.wait_for("last=Char('y')").await;
    anna.wait_for("players=3").await;
}

/// The SSH banner says what answers (Tavolo), never which version.
#[tokio::test]
async fn the_ssh_banner_names_no_version() {
    use tokio::io::AsyncReadExt;
    let (server, _seen) = serve("banner");
    let mut s = tokio::net::TcpStream::connect(("127.0.0.1", server.port())).await.unwrap();
    let (mut got, mut buf) = (Vec::new(), [0u8; 64]);
    while !got.contains(&b'\n') {
        let n = tokio::time::timeout(WAIT, s.read(&mut buf)).await.expect("a banner in time").unwrap();
        assert!(n > 0, "closed before the banner");
        got.extend_from_slice(&buf[..n]);
    }
    let text = String::from_utf8_lossy(&got);
    assert_eq!(text.lines().next().map(str::trim_end), Some("SSH-2.0-tavolo"), "{text}");
}

#[tokio::test]
async fn silent_connections_are_dropped_and_seated_players_keep_playing() {
    use tokio::io::AsyncReadExt;
    let limits = Limits {
        seat_deadline: Duration::from_millis(300),
        handshake_deadline: Duration::from_millis(300),
        ..quick_limits()
    };
    let (server, _seen) = serve_with("silent", limits);
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    // Connects and sends nothing.
    let mut silent = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    // Authenticates and never opens a terminal.
    let mut idle = connect(port).await;
    assert!(idle.authenticate_password("idle", CODE).await.unwrap().success());
    let t = Instant::now();
    let mut buf = [0u8; 256];
    loop {
        match tokio::time::timeout(WAIT, silent.read(&mut buf))
            .await
            .expect("the silent client was never dropped")
        {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
    }
    assert!(t.elapsed() < Duration::from_secs(2), "dropped after {:?}", t.elapsed());
    let until = Instant::now() + WAIT;
    while !idle.is_closed() {
        assert!(Instant::now() < until, "the idle client was never dropped");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Anna sat down before the deadline and plays on after it.
    anna.send(b"k").await;
    anna.wait_for("last=Char('k')").await;
}

#[tokio::test]
async fn fifty_connection_attempts_in_a_second_do_not_hurt_a_seated_player() {
    let (server, _seen) = serve("fifty");
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    let attempts: Vec<_> = (0..50)
        .map(|i| {
            tokio::spawn(async move {
                if i % 2 == 0 {
                    // Half only knock.
                    let _ = tokio::net::TcpStream::connect(("127.0.0.1", port)).await;
                } else {
                    // Half guess a code.
                    let config = Arc::new(client::Config::default());
                    if let Ok(Ok(mut ssh)) = tokio::time::timeout(
                        Duration::from_secs(2),
                        client::connect(config, ("127.0.0.1", port), Trusting),
                    )
                    .await
                    {
                        let _ = ssh.authenticate_password("x", "GUESS").await;
                    }
                }
            })
        })
        .collect();
    anna.send(b"1").await;
    anna.wait_for("last=Char('1')").await;
    for a in attempts {
        let _ = tokio::time::timeout(WAIT, a).await;
    }
    anna.send(b"2").await;
    anna.wait_for("last=Char('2')").await;
    server.input(host_key('h'));
    anna.wait_for("host=1 |").await;
}

#[tokio::test]
async fn a_player_who_drops_mid_frame_leaves_and_the_others_go_on() {
    let (server, seen) = serve("midframe");
    let port = server.port();
    let mut anna = join(port, "anna", size(200, 50)).await;
    let bruno = join(port, "bruno", size(200, 50)).await;
    anna.wait_for("players=2").await;
    // Big frames are on their way to Bruno when his connection goes.
    for c in "abcdefghij".chars() {
        server.input(host_key(c));
    }
    drop(bruno);
    until_seen(&seen, "bruno left", |s| s.left.contains(&"bruno".to_string())).await;
    anna.wait_for("players=1").await;
    server.input(host_key('z'));
    anna.wait_for("host=11 |").await;
}

#[tokio::test]
async fn a_flood_of_input_disconnects_the_flooder_only() {
    let limits = Limits { flood_bytes: 16 * 1024, ..quick_limits() };
    let (server, seen) = serve_with("flood", limits);
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    let mut bruno = join(port, "bruno", size(80, 24)).await;
    bruno.wait_for("players=2").await;
    let flood = vec![b'x'; 4096];
    for _ in 0..8 {
        if bruno.channel.data_bytes(flood.clone()).await.is_err() {
            break;
        }
    }
    until_seen(&seen, "bruno left", |s| s.left.contains(&"bruno".to_string())).await;
    // The flooder reads in one line what the table is for.
    bruno.wait_closed().await;
    let tail = String::from_utf8_lossy(&bruno.tail);
    assert!(tail.contains("Tavolo serves a game table only"), "{tail}");
    anna.wait_for("players=1").await;
    anna.send(b"a").await;
    anna.wait_for("last=Char('a')").await;
}

#[tokio::test]
async fn a_player_who_never_reads_does_not_stall_the_others() {
    use std::sync::atomic::Ordering::Relaxed;
    let (server, _seen) = serve("slow");
    let port = server.port();
    let big = size(200, 60);
    let mut anna = join(port, "anna", size(80, 24)).await;
    let mut bruno = join_small(port, "bruno", big).await;
    bruno.wait_for("players=2").await;
    anna.wait_for("players=2").await;
    // Bruno stops reading. Every host key repaints his whole screen (12,000 cells): his connection
    // soon holds no more, and his frames must be dropped while Anna's keep coming.
    let start = Instant::now();
    let mut n = 0;
    let mut after_drop = 0;
    while after_drop < 5 {
        n += 1;
        server.input(host_key('k'));
        anna.wait_for(&format!("host={n} |")).await;
        if server.stats().dropped.load(Relaxed) > 0 {
            after_drop += 1;
        }
        assert!(start.elapsed() < Duration::from_secs(30), "no frame dropped after {n} rounds");
    }
    // Bruno reads again: he catches up with the table as it is now, on a screen that is whole.
    let fill = (b'a' + (n % 26) as u8) as char;
    let last_row: String = std::iter::repeat_n(fill, big.width as usize).collect();
    let now = format!("host={n} |");
    bruno
        .wait_until(&now, |s| {
            s.contents().contains(&now) && s.rows(0, big.width).last() == Some(last_row.clone())
        })
        .await;
    let rows: Vec<String> = bruno.screen.screen().rows(0, big.width).collect();
    assert_eq!(rows.len(), big.height as usize);
    let wrong: Vec<(usize, usize)> =
        rows.iter().enumerate().skip(3).filter(|(_, r)| **r != last_row).map(|(i, r)| (i, r.len())).collect();
    assert!(wrong.is_empty(), "{n}: rows not all {fill}: {wrong:?}");
}

#[tokio::test]
async fn a_player_whose_network_is_gone_is_noticed_by_keepalives() {
    let limits = Limits { keepalive: Duration::from_millis(200), ..quick_limits() };
    let (server, seen) = serve_with("keepalive", limits);
    let frozen = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let proxy = freezable_proxy(server.port(), frozen.clone()).await;
    let mut anna = join(proxy, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    frozen.store(true, std::sync::atomic::Ordering::Relaxed);
    // Three unanswered keepalives 200 ms apart: she has left.
    until_seen(&seen, "anna left", |s| s.left.contains(&"anna".to_string())).await;
}

/// Figures for the record (run by hand: `cargo test --release --test all serve_ssh::twelve_players_load
/// -- --ignored --nocapture`): twelve players at 120×40, every host key repainting every screen.
#[tokio::test]
#[ignore]
async fn twelve_players_load() {
    use std::sync::atomic::Ordering::Relaxed;
    let limits = Limits { connection_burst: 20.0, ..quick_limits() };
    let (server, _seen) = serve_with("load", limits);
    let mut players = Vec::new();
    for i in 0..12 {
        players.push(join(server.port(), &format!("p{i}"), size(120, 40)).await);
    }
    for p in &mut players {
        p.wait_for("players=12").await;
    }
    let (frames0, bytes0) = (server.stats().frames.load(Relaxed), server.stats().bytes.load(Relaxed));
    let rounds = 100;
    let start = Instant::now();
    for n in 1..=rounds {
        server.input(host_key('k'));
        for p in &mut players {
            p.wait_for(&format!("host={n} |")).await;
        }
    }
    let elapsed = start.elapsed();
    let frames = server.stats().frames.load(Relaxed) - frames0;
    let bytes = server.stats().bytes.load(Relaxed) - bytes0;
    let cells = 2 * 120 * 40 * std::mem::size_of::<ratatui::buffer::Cell>();
    eprintln!(
        "12 players 120x40: {rounds} rounds in {elapsed:?} ({:?} from a key to all twelve screens), \
         {frames} frames, {} bytes a frame (whole screen changed), ratatui buffers {} KiB a client",
        elapsed / rounds,
        bytes / frames.max(1),
        cells / 1024
    );
    assert_eq!(server.stats().dropped.load(Relaxed), 0);
}

#[tokio::test]
async fn two_friends_play_keltis_each_seeing_only_their_own_hand_and_one_rejoins() {
    let server = table::keltis();
    let port = server.port();
    let mut anna = table::sit(port, "anna").await;
    let mut bruno = table::sit(port, "bruno").await;
    // Every human seat is taken: the game starts; each terminal shows its own hand.
    anna.wait_for("Anna (you)").await;
    bruno.wait_for("Bruno (you)").await;
    let (a, b) = (table::hand(&anna), table::hand(&bruno));
    assert_eq!((a.len(), b.len()), (8, 8), "{}\n{}", anna.text(), bruno.text());
    assert!(!anna.text().contains("Bruno (you)") && !bruno.text().contains("Anna (you)"));
    // Anna discards the selected card and draws; Bruno sees it is his turn.
    anna.send(b"d").await;
    anna.send(b"n").await;
    bruno.wait_for("Anna drew").await;
    bruno.wait_until("Bruno's turn", |s| s.contents().contains("Enter lay")).await;
    // His terminal rang, with a desktop notification for terminals that show one.
    let tail = String::from_utf8_lossy(&bruno.tail);
    assert!(tail.contains("\x07\x1b]9;Your turn — Keltis\x1b\\"), "no bell for Bruno");
    // Bruno drops; the table waits for him, and he comes back to the same seat by name.
    bruno.ssh.disconnect(russh::Disconnect::ByApplication, "", "").await.unwrap();
    anna.wait_for("Waiting for Bruno to reconnect").await;
    // The same name sits straight down again, reading first what it missed.
    let mut back = join(port, "Bruno", size(80, 24)).await;
    back.wait_for("Bruno: since your last turn").await;
    back.send(b"\r").await;
    back.wait_for("Bruno (you)").await;
    back.send(b"d").await;
    back.send(b"n").await;
    anna.wait_for("Bruno drew").await;
    // Then the bot plays on the table's timer.
    anna.wait_for("Bot 1 drew").await;
    let shown = anna.text();
    assert!(!shown.contains("Bruno (you)"), "{shown}");
    drop(server);
}

/// Twelve terminals at a 12-player Saboteur 2 table: the time from a key to that player's new
/// screen while the driver redraws all twelve, the bytes sent, and each terminal's own seat only.
/// A figure, not a check of speed: `cargo test --release --test all serve_ssh::twelve_saboteurs -- --ignored
/// --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn twelve_saboteurs_on_loopback() {
    use std::sync::atomic::Ordering::Relaxed;
    let limits = Limits { connection_burst: 20.0, ..quick_limits() };
    let names: Vec<String> = (0..12).map(|i| format!("P{i}")).collect();
    let server = table::hosted("saboteur", &names, limits);
    let mut players = Vec::new();
    for name in &names {
        players.push(table::sit(server.port(), &name.to_lowercase()).await);
    }
    for p in &mut players {
        p.wait_for("you: ").await;
    }
    // Every terminal shows its own seat (its role, its hand): no two screens are the same.
    let screens: Vec<String> = players.iter().map(|p| p.text()).collect();
    for (i, s) in screens.iter().enumerate() {
        for t in &screens[i + 1..] {
            assert_ne!(s, t);
        }
    }
    let (frames0, bytes0) = (server.stats().frames.load(Relaxed), server.stats().bytes.load(Relaxed));
    let rounds = 20;
    let start = Instant::now();
    for _ in 0..rounds {
        for p in &mut players {
            p.send(b"l").await;
            p.wait_for("may read it").await;
            p.send(b"\x1b").await;
            p.wait_until("log closed", |s| !s.contents().contains("may read it")).await;
        }
    }
    let elapsed = start.elapsed();
    let keys = rounds * 2 * players.len() as u32;
    let frames = server.stats().frames.load(Relaxed) - frames0;
    let bytes = server.stats().bytes.load(Relaxed) - bytes0;
    let cells = 2 * 120 * 40 * std::mem::size_of::<ratatui::buffer::Cell>();
    eprintln!(
        "12 Saboteur players at 120x40: {keys} keys in {elapsed:?} ({:?} from a key to that player's \
         new screen, all twelve redrawn), {frames} frames, {} bytes a frame, ratatui buffers {} KiB a client",
        elapsed / keys,
        bytes / frames.max(1),
        cells / 1024
    );
}

#[tokio::test]
async fn a_terminals_answer_to_the_delay_probe_measures_its_delay_and_is_no_key() {
    let (server, seen) = serve("probe");
    let mut anna = join(server.port(), "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    // The table asks the terminal for its status; a real terminal answers at once.
    let until = Instant::now() + Duration::from_secs(6);
    while !String::from_utf8_lossy(&anna.tail).contains("\x1b[5n") {
        assert!(Instant::now() < until, "no delay probe came");
        if let Ok(Some(m)) = tokio::time::timeout(Duration::from_millis(200), anna.channel.wait()).await {
            anna.take(m);
        }
    }
    anna.send(b"x\x1b[0n").await;
    until_seen(&seen, "Anna's delay", |s| !s.delays.is_empty()).await;
    let (who, round_trip) = seen.lock().unwrap().delays[0].clone();
    assert_eq!(who, "anna");
    assert!(round_trip < Duration::from_secs(2), "{round_trip:?}");
    // The answer is not a key: the last key stays x.
    anna.wait_for("last=Char('x')+NONE").await;
    // Her network hangs (no answer to the next probe): the delay reported grows, it does not
    // stay at its last good figure.
    let until = Instant::now() + Duration::from_secs(12);
    while seen.lock().unwrap().delays.len() < 2 {
        assert!(Instant::now() < until, "a hung terminal's delay was never reported");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let hung = seen.lock().unwrap().delays[1].1;
    assert!(hung >= Duration::from_secs(2), "{hung:?}");
}
