//! Shared by the tests that hand Kiln-printed modules to XLA:CPU (kiln-hlo's printed corpus,
//! kiln-opt's optimized corpus): XLA must parse each module and reproduce the case's outputs,
//! through `scripts/xla_accepts_printed.py`. Needs `jax` in Python; CI installs it and sets
//! `KILN_REQUIRE_XLA=1`, which turns a missing jax into a failure instead of a skip.

use std::path::PathBuf;
use std::process::Command;

pub fn repo_root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// Every corpus case directory with a `model.hlo`, as (case name, model text).
pub fn corpus_models() -> Vec<(String, String)> {
    let corpus = repo_root().join("../shared/corpus");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&corpus).unwrap() {
        let case = entry.unwrap().path();
        let model = case.join("model.hlo");
        if let Ok(text) = std::fs::read_to_string(&model) {
            out.push((
                case.file_name().unwrap().to_string_lossy().to_string(),
                text,
            ));
        }
    }
    assert!(
        out.len() >= 220,
        "expected the whole corpus, found {} cases",
        out.len()
    );
    out
}

/// Whether XLA can be run; `false` means the caller should skip (never in CI).
pub fn xla_available() -> bool {
    let available = Command::new("python3")
        .args(["-c", "import jax"])
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !available {
        assert!(
            std::env::var_os("KILN_REQUIRE_XLA").is_none(),
            "KILN_REQUIRE_XLA is set but `python3 -c 'import jax'` fails"
        );
        eprintln!("skipped: jax is not installed (pip install jax)");
    }
    available
}

/// Writes each (case name, Kiln-printed text) and asserts XLA accepts and agrees with all.
pub fn assert_xla_reproduces(printed: &[(String, String)], what: &str) {
    let dir = std::env::temp_dir().join(format!("kiln-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in printed {
        std::fs::write(dir.join(format!("{name}.hlo")), text).unwrap();
    }
    let output = Command::new("python3")
        .arg(repo_root().join("scripts/xla_accepts_printed.py"))
        .arg(&dir)
        .arg(repo_root().join("../shared/corpus"))
        .output()
        .expect("run python3");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        output.status.success(),
        "XLA rejected or disagrees with {what} modules:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let expected = format!("{} passed, 0 failed", printed.len());
    assert!(stdout.contains(&expected), "{stdout}");
}
