//! Tells the tests whether tmux is installed: the tests that drive the real binary in a real
//! terminal are then ignored where it is missing (and say so in the test summary), instead of
//! passing without having run.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(has_tmux)");
    println!("cargo::rerun-if-env-changed=PATH");
    let tmux = std::process::Command::new("tmux").arg("-V").output();
    if tmux.is_ok_and(|o| o.status.success()) {
        println!("cargo::rustc-cfg=has_tmux");
    }
}
