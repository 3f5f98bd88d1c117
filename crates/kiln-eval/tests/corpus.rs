//! Conformance: every case in `shared/corpus` through the interpreter, compared with XLA:CPU's
//! outputs under the case's tolerance. Prints one line per case and `N passed, N failed`.
//!
//! `KILN_CORPUS_FILTER=substring` runs only the cases whose name contains it;
//! `KILN_CORPUS=dir` runs the cases of another directory laid out the same way.

use kiln_eval::conformance::{case_dirs, check_case, load_case};
use std::path::Path;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");

#[test]
fn corpus() {
    let root = std::env::var("KILN_CORPUS").unwrap_or_else(|_| CORPUS.to_string());
    if !Path::new(&root).is_dir() {
        eprintln!("no corpus at {root}; skipping");
        return;
    }
    let filter = std::env::var("KILN_CORPUS_FILTER").unwrap_or_default();
    let dirs = case_dirs(&root).expect("list corpus");
    let (mut passed, mut failed) = (0, Vec::new());
    for dir in dirs {
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        if !name.contains(&filter) {
            continue;
        }
        let report = match load_case(&dir) {
            Ok(case) => check_case(&case),
            Err(e) => {
                println!("FAIL {name}: error: {e}");
                failed.push(name);
                continue;
            }
        };
        println!("{report}");
        if report.passed() {
            passed += 1;
        } else {
            failed.push(report.name);
        }
    }
    println!("{passed} passed, {} failed", failed.len());
    assert!(failed.is_empty(), "failing cases: {}", failed.join(" "));
}
