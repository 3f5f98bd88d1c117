//! `kiln check`: run conformance cases and compare with expected outputs.
//!
//! Prints one line per case (PASS, or FAIL with the output index, max abs/rel error and the
//! first mismatching index) and ends with `N passed, N failed`; fails if any case failed.

use crate::cache_flags::CacheFlags;
use clap::Args;
use kiln_eval::conformance::{self, CaseReport, Outcome};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Args)]
pub struct CheckArgs {
    /// Case directories (model.hlo, input_*.npy, output_*.npy, case.json) or directories of them.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Which backend runs the cases.
    #[arg(long, default_value = "cpu")]
    backend: String,
    /// Run the optimization pipeline before running each case.
    #[arg(long)]
    optimize: bool,
    /// Threads of the CPU backend's pool (kernels and library calls split their work over them).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[command(flatten)]
    cache: CacheFlags,
}

pub fn check(args: &CheckArgs) -> Result<bool, String> {
    if args.threads == 0 {
        return Err("--threads must be at least 1".to_string());
    }
    let backend = args.cache.backend(&args.backend, args.threads)?;
    let mut dirs = Vec::new();
    for path in &args.paths {
        dirs.extend(case_dirs_under(path)?);
    }
    let started = Instant::now();
    let (mut passed, mut failed) = (0usize, 0usize);
    for dir in &dirs {
        let report = check_one(dir, backend.as_ref(), args.optimize);
        println!("{report}");
        if report.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    eprintln!(
        "checked {} cases in {:.2} s ({} backend{})",
        dirs.len(),
        started.elapsed().as_secs_f64(),
        backend.name(),
        if args.optimize { ", optimized" } else { "" }
    );
    println!("{passed} passed, {failed} failed");
    Ok(failed == 0)
}

/// `path` itself when it is a case, else the cases directly inside it.
fn case_dirs_under(path: &Path) -> Result<Vec<PathBuf>, String> {
    if path.join("case.json").is_file() {
        return Ok(vec![path.to_path_buf()]);
    }
    if !path.is_dir() {
        return Err(format!(
            "{}: not a case directory (no case.json) and not a directory of cases",
            path.display()
        ));
    }
    let dirs = conformance::case_dirs(path)?;
    if dirs.is_empty() {
        return Err(format!(
            "{}: no case directories (with case.json) found",
            path.display()
        ));
    }
    Ok(dirs)
}

fn check_one(dir: &Path, backend: &dyn kiln_runtime::Backend, optimize: bool) -> CaseReport {
    let case = match conformance::load_case(dir) {
        Ok(case) => case,
        Err(e) => {
            return CaseReport {
                name: dir.display().to_string(),
                outcome: Outcome::Error(e),
                elapsed: Default::default(),
            }
        }
    };
    conformance::check_case_with(&case, |module, inputs| {
        let optimized;
        let module = if optimize {
            let pipeline = kiln_opt::pipeline::default_pipeline();
            let options = kiln_opt::RunOptions::default();
            optimized = pipeline.run(module.clone(), &options, &mut |_, _| {})?.0;
            &optimized
        } else {
            module
        };
        backend.prepare(module)?.execute(inputs)
    })
}
