//! The issues' "done when" commands, run as written: `kiln check` over the whole corpus with
//! the interpreter (plain and `--optimize`) and with the CPU backend must end in
//! `220 passed, 0 failed` (the count is whatever the corpus holds) and exit 0.

use std::process::Command;

fn check(args: &[&str]) {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
    let output = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("check")
        .args(args)
        .arg(corpus)
        .output()
        .expect("run kiln");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    assert!(
        output.status.success(),
        "kiln check {args:?} failed:\n{stdout}"
    );
    let passed: usize = last
        .strip_suffix(" passed, 0 failed")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("unexpected last line {last:?}"));
    assert!(passed >= 220, "only {passed} cases ran");
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
