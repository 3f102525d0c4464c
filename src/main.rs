fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The language first: `--help` and every error are in it.
    tavolo::cli::init_lang(&args);
    let cli = tavolo::cli::parse(args);
    if let Err(message) = tavolo::cli::run(cli) {
        eprintln!("tavolo: {message}");
        std::process::exit(1);
    }
}
