//! `kiln`: parse, format, run and check HLO modules.

mod bench;
mod cache_cmd;
mod cache_flags;
mod check;
mod hit_path;
mod huge_pages;
mod inputs;
mod load;
mod opt;
mod parse_cmd;
mod run;

use clap::{Parser, Subcommand};

/// Large tensors on transparent huge pages (see `huge_pages`).
#[global_allocator]
static ALLOCATOR: huge_pages::HugePageAlloc = huge_pages::HugePageAlloc;
use std::path::PathBuf;
use std::process::ExitCode;

/// Makes glibc's malloc keep large freed blocks for reuse instead of returning them to the
/// kernel: by default every allocation above 32 MiB is a fresh `mmap`, so each run's output
/// literals (and the benchmark's repeated runs) page-fault all of their memory again.
fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        extern "C" {
            fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
        }
        const M_TRIM_THRESHOLD: std::ffi::c_int = -1;
        const M_MMAP_MAX: std::ffi::c_int = -4;
        // SAFETY: mallopt only changes allocator tuning; called before any thread starts.
        unsafe {
            mallopt(M_MMAP_MAX, 0);
            mallopt(M_TRIM_THRESHOLD, std::ffi::c_int::MAX);
        }
    }
}

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
    keep_freed_memory();
    hit_path::register();
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
