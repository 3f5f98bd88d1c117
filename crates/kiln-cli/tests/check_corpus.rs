//! The issues' "done when" commands, run as written: `kiln check` over the whole corpus with
//! the interpreter (plain and `--optimize`) and with the CPU backend must end in
//! `220 passed, 0 failed` (the count is whatever the corpus holds) and exit 0.
//!
//! The same three runs cover Kiln's own conformance sets, `conformance/<set>/` in this
//! repository: cases defined in `conformance/<set>.py` and exported with XLA:CPU's results by
//! `../shared/tools/export_corpus.py --cases-file` (see `conformance/README.md`).

use std::process::Command;

use std::path::PathBuf;

fn check(args: &[&str]) {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
    check_dir(args, corpus.into(), 220);
}

/// Every exported set under `conformance/` (a directory holding case directories).
fn conformance_sets() -> Vec<PathBuf> {
    let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../conformance"));
    let mut sets: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("read conformance/")
        .map(|entry| entry.expect("read conformance/").path())
        .filter(|path| path.is_dir())
        .collect();
    sets.sort();
    assert!(!sets.is_empty(), "no case set under {}", root.display());
    sets
}

fn check_conformance(args: &[&str]) {
    for set in conformance_sets() {
        let cases = std::fs::read_dir(&set)
            .expect("read a conformance set")
            .filter(|entry| {
                entry
                    .as_ref()
                    .is_ok_and(|e| e.path().join("case.json").is_file())
            })
            .count();
        assert!(cases > 0, "{} holds no case", set.display());
        check_dir(args, set, cases);
    }
}

fn check_dir(args: &[&str], dir: PathBuf, at_least: usize) {
    let output = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("check")
        .args(args)
        .arg(&dir)
        .output()
        .expect("run kiln");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    assert!(
        output.status.success(),
        "kiln check {args:?} {} failed:\n{stdout}",
        dir.display()
    );
    let passed: usize = last
        .strip_suffix(" passed, 0 failed")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("unexpected last line {last:?}"));
    assert!(
        passed >= at_least,
        "only {passed} cases of {} ran",
        dir.display()
    );
}

#[test]
fn corpus_passes_on_the_interpreter() {
    check(&["--backend", "interp"]);
}

#[test]
fn corpus_passes_on_the_interpreter_after_optimization() {
    check(&["--backend", "interp", "--optimize"]);
}

#[test]
fn corpus_passes_on_the_cpu_backend() {
    check(&["--backend", "cpu", "--no-cache"]);
}

#[test]
fn conformance_sets_pass_on_the_interpreter() {
    check_conformance(&["--backend", "interp"]);
}

#[test]
fn conformance_sets_pass_on_the_interpreter_after_optimization() {
    check_conformance(&["--backend", "interp", "--optimize"]);
}

#[test]
fn conformance_sets_pass_on_the_cpu_backend() {
    check_conformance(&["--backend", "cpu", "--no-cache"]);
}

/// Parallel loops, row groups split across threads and the library calls' thread splits give
/// the same answers as one thread.
#[test]
fn corpus_and_sets_pass_on_the_cpu_backend_with_two_threads() {
    let args = ["--backend", "cpu", "--no-cache", "--threads", "2"];
    check(&args);
    check_conformance(&args);
}
