use clap::Parser;

fn main() {
    let cli = tavolo::cli::Cli::parse();
    if let Err(message) = tavolo::cli::run(cli) {
        eprintln!("tavolo: {message}");
        std::process::exit(1);
    }
}
