//! Times parsing (and printing) every shared corpus and benchmark module:
//! `cargo run --release -p kiln-hlo --example parse_corpus [shared-dir]`.

use std::path::{Path, PathBuf};
use std::time::Instant;

fn hlo_files(shared: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let dirs = |p: PathBuf| std::fs::read_dir(p).into_iter().flatten().flatten();
    files.extend(
        dirs(shared.join("corpus"))
            .map(|e| e.path().join("model.hlo"))
            .filter(|p| p.exists()),
    );
    files.extend(
        dirs(shared.join("bench"))
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "hlo")),
    );
    files
}

fn main() {
    let shared = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared")));
    let texts: Vec<(PathBuf, String)> = hlo_files(&shared)
        .into_iter()
        .filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))
        .collect();
    let lines: usize = texts.iter().map(|(_, t)| t.lines().count()).sum();
    let bytes: usize = texts.iter().map(|(_, t)| t.len()).sum();
    // The first pass pays for page faults and allocator warm-up; report it and the best of 10.
    let mut modules = Vec::new();
    let mut times = Vec::new();
    for _ in 0..10 {
        let start = Instant::now();
        modules = texts
            .iter()
            .filter_map(
                |(path, text)| match kiln_hlo::parse_module_file(path, text) {
                    Ok(m) => Some(m),
                    Err(e) => {
                        eprintln!("{e}");
                        None
                    }
                },
            )
            .collect();
        times.push(start.elapsed());
    }
    let (first, best) = (times[0], times.iter().min().copied().unwrap_or_default());
    let start = Instant::now();
    let printed: usize = modules
        .iter()
        .map(|m| kiln_hlo::print_module(m).len())
        .sum();
    let print = start.elapsed();
    println!(
        "{} files, {lines} lines, {bytes} bytes: parse {:.2} ms (first run {:.2} ms), print {:.2} ms ({printed} bytes)",
        texts.len(),
        best.as_secs_f64() * 1e3,
        first.as_secs_f64() * 1e3,
        print.as_secs_f64() * 1e3
    );
}
