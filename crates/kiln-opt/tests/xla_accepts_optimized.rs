//! XLA itself must accept what `kiln opt` prints and compute the same results: every corpus
//! module goes through the default pipeline, is printed, and is handed to XLA:CPU (through
//! `scripts/xla_accepts_printed.py`), which must reproduce the case's expected outputs within
//! its tolerances. Needs `jax`; CI installs it and sets `KILN_REQUIRE_XLA=1`, which turns a
//! missing jax into a failure instead of a skip.

use kiln_opt::pipeline::default_pipeline;
use kiln_opt::RunOptions;
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
fn xla_accepts_and_agrees_with_optimized_corpus() {
    if !jax_available() {
        assert!(
            std::env::var_os("KILN_REQUIRE_XLA").is_none(),
            "KILN_REQUIRE_XLA is set but `python3 -c 'import jax'` fails"
        );
        eprintln!("skipped: jax is not installed (pip install jax)");
        return;
    }
    let corpus = repo_root().join("../shared/corpus");
    let printed = std::env::temp_dir().join(format!("kiln-optimized-{}", std::process::id()));
    std::fs::create_dir_all(&printed).unwrap();
    let mut count = 0;
    for entry in std::fs::read_dir(&corpus).unwrap() {
        let case = entry.unwrap().path();
        let model = case.join("model.hlo");
        if !model.exists() {
            continue;
        }
        let text = std::fs::read_to_string(&model).unwrap();
        let module = kiln_hlo::parse_module(&text).unwrap();
        let (optimized, _) = default_pipeline()
            .run(module, &RunOptions { verify: true }, &mut |_, _| {})
            .unwrap_or_else(|e| panic!("{}: {e}", model.display()));
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let out = printed.join(format!("{name}.hlo"));
        std::fs::write(out, kiln_hlo::print_module(&optimized)).unwrap();
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
        "XLA rejected or disagrees with optimized modules:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        stdout.contains(&format!("{count} passed, 0 failed")),
        "{stdout}"
    );
}
