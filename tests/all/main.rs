//! Every integration test, in one test binary: each binary of its own linked the whole of tavolo
//! with ratatui, russh, tokio and fluent, and `cargo test` spent its time linking them. A file here
//! is a module (`cargo test --test all table_log::` runs one file's tests); `common` holds the
//! shared helpers, and a test that changes what the whole process shares (the umask, the
//! environment) runs on its own in a new process of this binary with [`common::alone`]. Fixtures
//! are in `tests/fixtures/`.

mod common;

mod arena_cli;
mod blackfleet_italian;
mod blackfleet_screen;
mod cli;
mod coach;
mod coach_table;
mod explorer;
mod honest_keys;
mod i18n;
mod italian_review;
mod keltis_games;
mod latency;
mod menus_screen;
mod player_names;
mod powwow_games;
mod powwow_italian;
mod powwow_screen;
mod private_saves;
mod records_cli;
mod records_file;
mod records_ratings;
mod replay;
mod replay_cli;
mod replay_screen;
mod round_start_privacy;
mod saboteur_italian;
mod saboteur_no_color;
mod saboteur_saves;
mod saboteur_screen;
mod save_load;
mod saves;
mod screens;
mod serve_ssh;
mod setup_hosting;
mod shared_italian;
mod sheriff_games;
mod sheriff_italian;
mod sheriff_results;
mod sheriff_screen;
mod stand_ins;
mod table_keys;
mod table_log;
mod terminal;
mod toy_game;
