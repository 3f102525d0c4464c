//! Seats that belong to their players' SSH keys, with russh's client as the player: a key given
//! with the code binds the seat it takes; that key alone then takes it back, without the code;
//! another key, or none, is refused at the seat; a key offered but not proven binds nothing; an
//! allow list admits only its keys.

use std::sync::Arc;

use russh::client::{self, AuthResult};
use russh::keys::agent::AgentIdentity;
use russh::keys::{Algorithm, PrivateKey, PrivateKeyWithHashAlg, PublicKey};

use super::player::*;
use super::room::CODE;
use super::table;

fn new_key() -> PrivateKey {
    PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).unwrap()
}

fn with_hash(key: &PrivateKey) -> PrivateKeyWithHashAlg {
    PrivateKeyWithHashAlg::new(Arc::new(key.clone()), None)
}

/// Comes in with `key` alone: whether the server let it in without the code.
async fn key_alone(port: u16, user: &str, key: &PrivateKey) -> (client::Handle<Trusting>, AuthResult) {
    let mut ssh = connect(port).await;
    let result = ssh.authenticate_publickey(user, with_hash(key)).await.unwrap();
    (ssh, result)
}

/// Proves `key`, then gives the code: the terminal that opens.
async fn key_then_code(port: u16, user: &str, key: &PrivateKey) -> Player {
    let (mut ssh, result) = key_alone(port, user, key).await;
    match result {
        AuthResult::Failure { partial_success: true, .. } => {}
        other => panic!("a new key should have been asked for the code too: {other:?}"),
    }
    assert!(ssh.authenticate_password(user, CODE).await.unwrap().success());
    open_terminal(ssh, size(120, 40)).await
}

/// A signer that claims a public key it does not hold: its signature is made up.
struct Forger;

impl russh::Signer for Forger {
    type Error = russh::AgentAuthError;

    async fn auth_sign(
        &mut self,
        _key: &AgentIdentity,
        _hash_alg: Option<russh::keys::HashAlg>,
        mut data: Vec<u8>,
    ) -> Result<Vec<u8>, Self::Error> {
        let (alg, sig) = (b"ssh-ed25519", [7u8; 64]);
        let len = |n: usize| (n as u32).to_be_bytes();
        data.extend(len(4 + alg.len() + 4 + sig.len()));
        data.extend(len(alg.len()));
        data.extend(alg);
        data.extend(len(sig.len()));
        data.extend(sig);
        Ok(data)
    }
}

#[tokio::test]
async fn a_key_given_with_the_code_takes_its_seat_back_alone_and_no_other_key_does() {
    let server = table::keltis();
    let port = server.port();
    let anna_key = new_key();
    let mut anna = key_then_code(port, "anna", &anna_key).await;
    anna.wait_for("Choose your seat").await;
    anna.send(b"\r").await;
    anna.wait_until("Anna's seat marked", |s| s.contents().contains("· SSH key")).await;
    let mut bruno = table::sit(port, "bruno").await;
    bruno.wait_for("Bruno (you)").await;
    anna.wait_for("Anna (you)").await;
    anna.ssh.disconnect(russh::Disconnect::ByApplication, "", "").await.unwrap();
    bruno.wait_for("Waiting for Anna to reconnect").await;
    // Another key for Anna: proven, but not hers: the code too, then refused at the seat.
    let mut impostor = key_then_code(port, "anna", &new_key()).await;
    impostor.wait_for("belongs to an SSH key this connection did not prove").await;
    // No key at all, with the code: refused the same way.
    let mut keyless = join(port, "anna", size(120, 40)).await;
    keyless.wait_for("belongs to an SSH key: join with that key").await;
    assert!(bruno.text().contains("Waiting for Anna to reconnect"), "{}", bruno.text());
    // Anna's own key, without the code: straight back to her seat.
    let (ssh, result) = key_alone(port, "Anna", &anna_key).await;
    assert!(result.success(), "{result:?}");
    let mut back = open_terminal(ssh, size(120, 40)).await;
    back.wait_until("Anna back at her seat", |s| {
        let t = s.contents();
        t.contains("Anna (you)") || t.contains("Anna: since your last turn")
    })
    .await;
    // Her key is hers only: Bruno's name with it is not let in without the code.
    let (_ssh, result) = key_alone(port, "bruno", &anna_key).await;
    assert!(!result.success(), "{result:?}");
}

#[tokio::test]
async fn a_key_offered_but_not_proven_binds_nothing() {
    let server = table::keltis();
    let port = server.port();
    let anna_key = new_key();
    // Someone who knows Anna's public key (it is public) but not her private key.
    let mut ssh = connect(port).await;
    let public: PublicKey = anna_key.public_key().clone();
    let forged = ssh.authenticate_publickey_with("anna", public, None, &mut Forger).await.unwrap();
    assert!(
        matches!(forged, AuthResult::Failure { partial_success: false, .. }),
        "a made-up signature must prove nothing: {forged:?}"
    );
    // With the code they come in as anyone would, but no key is bound to the seat they take.
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let mut forger = open_terminal(ssh, size(120, 40)).await;
    forger.wait_for("Choose your seat").await;
    forger.send(b"\r").await;
    forger.wait_for("1. Anna").await;
    forger.wait_until("seated", |s| s.contents().contains("you")).await;
    assert!(!forger.text().contains("SSH key"), "{}", forger.text());
    // So Anna's real key alone does not take the seat either.
    let (_ssh, result) = key_alone(port, "anna", &anna_key).await;
    assert!(!result.success());
}

#[tokio::test]
async fn an_allow_list_admits_its_keys_without_the_code_and_nobody_else() {
    let listed = new_key();
    let mut allow = std::collections::HashSet::new();
    allow.insert(listed.public_key().fingerprint(russh::keys::HashAlg::Sha256).to_string());
    let server = table::hosted_allowing("keltis", allow);
    let port = server.port();
    // No key: the code is not even asked for.
    let mut ssh = connect(port).await;
    assert!(!ssh.authenticate_password("anna", CODE).await.unwrap().success());
    // A key not on the list.
    let (_ssh, result) = key_alone(port, "anna", &new_key()).await;
    assert!(!result.success(), "{result:?}");
    // A listed key: in, no code.
    let (ssh, result) = key_alone(port, "anna", &listed).await;
    assert!(result.success(), "{result:?}");
    let mut anna = open_terminal(ssh, size(120, 40)).await;
    anna.wait_for("Choose your seat").await;
}

/// `tavolo serve` with `args` after a Keltis table's, on a port that is taken (a serve that got
/// past its options would stop there instead): what it printed on stderr, and its exit code.
fn serve_refusal(args: &[&str], dir: &std::path::Path) -> (String, Option<i32>) {
    let busy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = busy.local_addr().unwrap().port().to_string();
    let mut all = vec!["--lang", "en", "--save-dir", dir.to_str().unwrap(), "serve", "--game", "keltis"];
    all.extend(["--players", "Anna,Bruno", "--port", &port]);
    all.extend_from_slice(args);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tavolo")).args(all).output().unwrap();
    (String::from_utf8_lossy(&out.stderr).trim().to_string(), out.status.code())
}

#[test]
fn serve_says_in_one_sentence_when_no_code_is_kept_or_the_allow_list_cannot_be_used() {
    let dir = super::room::save_dir("serve-options");
    std::fs::create_dir_all(&dir).unwrap();
    let (err, code) = serve_refusal(&["--keep-code"], &dir);
    assert_eq!(code, Some(1));
    assert!(err.contains("No table code is kept in") && err.lines().count() == 1, "{err}");
    let missing = dir.join("nobody");
    let (err, _) = serve_refusal(&["--allow", missing.to_str().unwrap()], &dir);
    assert!(err.contains("Cannot use the allowed keys in") && err.lines().count() == 1, "{err}");
    let empty = dir.join("empty_keys");
    std::fs::write(&empty, "# only a comment\n").unwrap();
    let (err, _) = serve_refusal(&["--allow", empty.to_str().unwrap()], &dir);
    assert!(err.contains("lists no SSH public key"), "{err}");
    let garbage = dir.join("garbage_keys");
    std::fs::write(&garbage, "ssh-ed25519 not-base64!!\n").unwrap();
    let (err, _) = serve_refusal(&["--allow", garbage.to_str().unwrap()], &dir);
    assert!(err.contains("Cannot use the allowed keys in"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
