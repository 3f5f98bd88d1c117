//! `kiln bench` end to end: the JSON keys (xla_bench.py's where they overlap), the run count,
//! the comparison with XLA:CPU (only where `python3 -c 'import jax'` works), and clear errors.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const TINY: &str =
    "HloModule tiny, entry_computation_layout={(f32[4,8]{1,0}, f32[4,8]{1,0})->f32[4,8]{1,0}}

ENTRY main {
  x = f32[4,8] parameter(0)
  y = f32[4,8] parameter(1)
  s = f32[4,8] add(x, y)
  ROOT t = f32[4,8] tanh(s)
}
";

fn repo_root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// Writes `text` to a fresh file in the temp directory (one per test, so tests run in parallel).
fn write_module(test: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kiln-bench-test-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tiny.hlo");
    std::fs::write(&path, text).unwrap();
    path
}

fn kiln_bench(model: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("bench")
        .arg(model)
        .args(extra)
        .current_dir(repo_root())
        .output()
        .expect("run kiln")
}

fn parse_json(output: &Output) -> Value {
    let stdout = String::from_utf8_lossy(&output.stdout);
    serde_json::from_str(stdout.trim()).unwrap_or_else(|e| {
        panic!(
            "stdout is not one JSON object ({e}):\n{stdout}\nstderr:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

fn jax_available() -> bool {
    Command::new("python3")
        .args(["-c", "import jax"])
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

#[test]
fn json_has_xla_bench_keys_and_exact_run_count() {
    let model = write_module("json", TINY);
    let output = kiln_bench(&model, &["--backend", "interp", "--runs", "2", "--json"]);
    assert!(output.status.success(), "{output:?}");
    let report = parse_json(&output);
    for key in [
        "compile_ms",
        "run_ms_median",
        "run_ms_min",
        "run_ms_mean",
        "runs",
        "threads",
        "backend",
        "hlo",
    ] {
        assert!(report.get(key).is_some(), "missing `{key}` in {report}");
    }
    assert_eq!(report["runs"], 2);
    assert_eq!(report["threads"], 1);
    assert_eq!(report["backend"], "interp");
    assert_eq!(report["num_params"], 2);
    assert_eq!(report["num_outputs"], 1);
    let min = report["run_ms_min"].as_f64().unwrap();
    let median = report["run_ms_median"].as_f64().unwrap();
    assert!(min > 0.0 && min <= median, "{report}");
}

#[test]
fn text_output_names_the_backend() {
    let model = write_module("text", TINY);
    let output = kiln_bench(&model, &["--backend", "interp", "--runs", "1"]);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.starts_with("kiln[interp]"), "{stdout}");
    assert!(stdout.contains("run median"), "{stdout}");
}

#[test]
fn bad_module_is_a_clear_error() {
    let model = write_module(
        "bad",
        "HloModule bad\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT r = f32[3] add(p, p)\n}\n",
    );
    let output = kiln_bench(&model, &["--backend", "interp", "--json"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("tiny.hlo:4:"), "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn missing_peer_script_is_a_clear_error() {
    let model = write_module("noscript", TINY);
    let output = kiln_bench(
        &model,
        &[
            "--backend",
            "interp",
            "--compare-xla",
            "--xla-bench",
            "/nonexistent/xla_bench.py",
        ],
    );
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("/nonexistent/xla_bench.py: no such file"),
        "{stderr}"
    );
}

#[test]
fn compare_xla_adds_its_result_and_ratios() {
    if !jax_available() {
        assert!(
            std::env::var_os("KILN_REQUIRE_XLA").is_none(),
            "KILN_REQUIRE_XLA is set but `python3 -c 'import jax'` fails"
        );
        eprintln!("skipped: jax is not installed (pip install jax)");
        return;
    }
    let model = write_module("xla", TINY);
    let output = kiln_bench(
        &model,
        &[
            "--backend",
            "interp",
            "--runs",
            "2",
            "--warmup",
            "1",
            "--compare-xla",
            "--json",
        ],
    );
    assert!(output.status.success(), "{output:?}");
    let report = parse_json(&output);
    let xla = &report["xla"];
    assert_eq!(xla["runs"], 2, "{report}");
    assert_eq!(xla["threads"], 1, "{report}");
    assert!(xla["run_ms_median"].as_f64().unwrap() > 0.0);
    assert!(report["ratio_run"].as_f64().unwrap() > 0.0, "{report}");
    assert!(report["ratio_compile"].as_f64().is_some(), "{report}");
}
