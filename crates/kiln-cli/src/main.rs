//! `kiln`: parse, format, run and check HLO modules.

mod bench;
mod cache_cmd;
mod cache_flags;
mod check;
mod inputs;
mod load;
mod opt;
mod parse_cmd;
mod run;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "kiln",
    version,
    about = "Kiln: an optimizing compiler for ML computation graphs (XLA HLO)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify HLO text files; print a summary of each.
    Parse {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print the canonical HLO text of a module.
    Fmt { file: PathBuf },
    /// Optimize a module and print the result.
    Opt(opt::OptArgs),
    /// Run a module's entry computation.
    Run(run::RunArgs),
    /// Run conformance cases and compare with the expected outputs.
    Check(check::CheckArgs),
    /// Compile a module once, time its runs, and compare with XLA:CPU and IREE.
    Bench(bench::BenchArgs),
    /// Inspect or clear the compilation cache on disk.
    Cache(cache_cmd::CacheArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Parse { files } => parse_cmd::parse_files(&files),
        Command::Fmt { file } => parse_cmd::fmt_file(&file),
        Command::Opt(args) => opt::opt(&args),
        Command::Run(args) => run::run(&args),
        Command::Check(args) => check::check(&args),
        Command::Bench(args) => bench::bench(&args),
        Command::Cache(args) => cache_cmd::cache(&args),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
