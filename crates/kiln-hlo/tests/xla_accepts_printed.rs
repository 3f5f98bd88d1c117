//! XLA itself must accept the text Kiln prints: every corpus module is parsed, printed by
//! Kiln, and handed to XLA:CPU (through `scripts/xla_accepts_printed.py`), which must
//! reproduce the case's expected outputs. Needs `jax` in Python; CI installs it and sets
//! `KILN_REQUIRE_XLA=1`, which turns a missing jax into a failure instead of a skip.

use std::path::PathBuf;
use std::process::Command;

fn repo_root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn jax_available() -> bool {
    Command::new("python3")
        .args(["-c", "import jax"])
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

#[test]
fn xla_accepts_kiln_printed_corpus() {
    if !jax_available() {
        assert!(
            std::env::var_os("KILN_REQUIRE_XLA").is_none(),
            "KILN_REQUIRE_XLA is set but `python3 -c 'import jax'` fails"
        );
        eprintln!("skipped: jax is not installed (pip install jax)");
        return;
    }
    let corpus = repo_root().join("../shared/corpus");
    let printed = std::env::temp_dir().join(format!("kiln-printed-{}", std::process::id()));
    std::fs::create_dir_all(&printed).unwrap();
    let mut count = 0;
    for entry in std::fs::read_dir(&corpus).unwrap() {
        let case = entry.unwrap().path();
        let model = case.join("model.hlo");
        if !model.exists() {
            continue;
        }
        let text = std::fs::read_to_string(&model).unwrap();
        let module =
            kiln_hlo::parse_module(&text).unwrap_or_else(|e| panic!("{}: {}", model.display(), e));
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        std::fs::write(
            printed.join(format!("{name}.hlo")),
            kiln_hlo::print_module(&module),
        )
        .unwrap();
        count += 1;
    }
    assert!(
        count >= 220,
        "expected the whole corpus, found {count} cases"
    );
    let output = Command::new("python3")
        .arg(repo_root().join("scripts/xla_accepts_printed.py"))
        .arg(&printed)
        .arg(&corpus)
        .output()
        .expect("run python3");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let _ = std::fs::remove_dir_all(&printed);
    assert!(
        output.status.success(),
        "XLA rejected or miscomputed Kiln-printed modules:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        stdout.contains(&format!("{count} passed, 0 failed")),
        "{stdout}"
    );
}
