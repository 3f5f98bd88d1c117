//! The compilation cache across real `kiln` processes: a fresh process loads what an earlier
//! one compiled and computes identical outputs; `--verbose` explains every compile; `kiln bench
//! --json` reports `"cache"`; `kiln check` passes with a warm cache; corrupted entries are
//! rejected and recompiled; several processes compiling one module at once end with one good
//! entry; a process killed mid-write leaves nothing that is loaded; an unusable cache
//! directory costs one warning, never a failure.

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

const KILN: &str = env!("CARGO_BIN_EXE_kiln");

fn repo() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// `examples/mlp_gelu.hlo`: a dot and fused elementwise kernels.
fn mlp() -> PathBuf {
    repo().join("examples/mlp_gelu.hlo")
}

/// A while loop whose body compiles kernels of its own (nested programs).
fn lstm() -> PathBuf {
    repo().join("../shared/bench/lstm_scan.hlo")
}

/// A fresh directory under the system temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(label: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("kiln-cache-cli-{label}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `kiln ARGS` with the cache in `cache`, and no RUST_LOG or size limit from outside.
fn kiln(cache: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(KILN);
    command
        .args(args)
        .env("KILN_CACHE_DIR", cache)
        .env_remove("KILN_CACHE_MAX_BYTES")
        .env_remove("KILN_CACHE_TEST_PAUSE_WRITE")
        .env_remove("RUST_LOG")
        .current_dir(repo());
    command
}

fn succeeded(output: Output) -> Output {
    assert!(
        output.status.success(),
        "kiln failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs `model` (seeded inputs) writing its outputs to `out`; returns the process output.
fn run_to(cache: &Path, model: &Path, out: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["run", path_str(model), "--out", path_str(out)];
    args.extend_from_slice(extra);
    succeeded(kiln(cache, &args).output().unwrap())
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("UTF-8 test paths")
}

/// The `output_<i>.npy` files of a run, in order.
fn outputs(dir: &Path) -> Vec<Vec<u8>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no outputs in {}", dir.display());
    files.iter().map(|f| std::fs::read(f).unwrap()).collect()
}

/// The outputs of `model` compiled without any cache.
fn reference_outputs(scratch: &Path, model: &Path) -> Vec<Vec<u8>> {
    let out = scratch.join("reference");
    run_to(&scratch.join("unused-cache"), model, &out, &["--no-cache"]);
    assert!(
        !scratch.join("unused-cache").exists(),
        "--no-cache made a cache"
    );
    outputs(&out)
}

fn files_in(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|r| {
            r.flatten()
                .filter(|e| keep(&e.file_name().to_string_lossy()))
                .map(|e| e.path())
                .collect()
        })
        .unwrap_or_default()
}

fn entries(dir: &Path) -> Vec<PathBuf> {
    files_in(dir, |name| name.ends_with(".kiln"))
}

fn temp_files(dir: &Path) -> Vec<PathBuf> {
    files_in(dir, |name| name.starts_with(".tmp-"))
}

#[test]
fn a_fresh_process_loads_from_disk_and_computes_the_same_outputs() {
    let scratch = TempDir::new("fresh");
    let cache = scratch.path().join("cache");
    for model in [mlp(), lstm()] {
        let expected = reference_outputs(scratch.path(), &model);
        let cold = run_to(&cache, &model, &scratch.path().join("cold"), &["--verbose"]);
        assert!(
            stderr(&cold).contains("kiln: cache miss: no entry"),
            "{}",
            stderr(&cold)
        );
        let warm = run_to(&cache, &model, &scratch.path().join("warm"), &["--verbose"]);
        assert!(
            stderr(&warm).contains("kiln: cache hit (disk, key "),
            "{}",
            stderr(&warm)
        );
        assert_eq!(outputs(&scratch.path().join("cold")), expected);
        assert_eq!(outputs(&scratch.path().join("warm")), expected);
    }
    assert_eq!(entries(&cache).len(), 2);
}

#[test]
fn rust_log_explains_too_and_quiet_is_the_default() {
    let scratch = TempDir::new("rust-log");
    let cache = scratch.path().join("cache");
    let out = scratch.path().join("out");
    let quiet = run_to(&cache, &mlp(), &out, &[]);
    assert!(!stderr(&quiet).contains("cache"), "{}", stderr(&quiet));
    let model = mlp();
    let args = ["run", path_str(&model), "--out", path_str(&out)];
    let logged = succeeded(
        kiln(&cache, &args)
            .env("RUST_LOG", "kiln=info")
            .output()
            .unwrap(),
    );
    assert!(
        stderr(&logged).contains("kiln: cache hit (disk"),
        "{}",
        stderr(&logged)
    );
}

fn bench_json(cache: &Path, extra: &[&str]) -> Value {
    let model = mlp();
    let mut args = vec!["bench", path_str(&model), "--runs", "1", "--json"];
    args.extend_from_slice(extra);
    let output = succeeded(kiln(cache, &args).output().unwrap());
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn bench_json_says_whether_the_cache_hit() {
    let scratch = TempDir::new("bench");
    let cache = scratch.path().join("cache");
    let cold = bench_json(&cache, &[]);
    assert_eq!(cold["cache"], "miss", "{cold}");
    let warm = bench_json(&cache, &[]);
    assert_eq!(warm["cache"], "hit", "{warm}");
    let off = bench_json(&cache, &["--no-cache"]);
    assert_eq!(off["cache"], "off", "{off}");
    for report in [&cold, &warm, &off] {
        assert!(report["compile_ms"].as_f64().unwrap() > 0.0, "{report}");
    }
    // Another thread count is another key.
    let threads = bench_json(&cache, &["--threads", "2", "--verbose"]);
    assert_eq!(threads["cache"], "miss", "{threads}");
}

/// `--compile-only` obtains the executable (a miss stores it, the next process hits it) and
/// reports no runs.
#[test]
fn bench_compile_only_reports_the_cache_and_runs_nothing() {
    let scratch = TempDir::new("compile-only");
    let cache = scratch.path().join("cache");
    let cold = bench_json(&cache, &["--compile-only"]);
    assert_eq!(cold["cache"], "miss", "{cold}");
    let warm = bench_json(&cache, &["--compile-only"]);
    assert_eq!(warm["cache"], "hit", "{warm}");
    for report in [&cold, &warm] {
        assert!(report["compile_ms"].as_f64().unwrap() > 0.0, "{report}");
        assert!(report.get("runs").is_none(), "{report}");
        assert!(report.get("run_ms_median").is_none(), "{report}");
    }
    // The entry it stored serves a bench that runs.
    let run = bench_json(&cache, &[]);
    assert_eq!(run["cache"], "hit", "{run}");
    assert_eq!(run["runs"], 1, "{run}");
}

/// `KILN_DUMP_CODE` and `KILN_PERF_MAP` (read when the backend is created) hold for kernels
/// compiled on a miss and for kernels loaded on a hit alike.
#[test]
fn debug_outputs_cover_compiled_and_loaded_kernels() {
    let scratch = TempDir::new("debug-outputs");
    let cache = scratch.path().join("cache");
    let model = mlp();
    for (round, expected) in ["miss", "hit"].into_iter().enumerate() {
        let dump = scratch.path().join(format!("dump-{round}"));
        let child = kiln(
            &cache,
            &["bench", path_str(&model), "--json", "--compile-only"],
        )
        .env("KILN_DUMP_CODE", &dump)
        .env("KILN_PERF_MAP", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
        let perf_map = PathBuf::from(format!("/tmp/perf-{}.map", child.id()));
        let output = succeeded(child.wait_with_output().unwrap());
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(report["cache"], expected, "{report}");
        let dumped = files_in(&dump, |name| name.ends_with(".bin"));
        assert!(
            !dumped.is_empty(),
            "{expected}: nothing in {}",
            dump.display()
        );
        for file in &dumped {
            let size = std::fs::metadata(file).unwrap().len();
            assert!(size > 0, "{expected}: {} is empty", file.display());
        }
        let map = std::fs::read_to_string(&perf_map).unwrap_or_default();
        let _ = std::fs::remove_file(&perf_map);
        let named = map.lines().filter(|l| l.contains(" kiln:")).count();
        assert!(
            named >= dumped.len(),
            "{expected}: {named} kernels named in {}, {} dumped:\n{map}",
            perf_map.display(),
            dumped.len()
        );
    }
}

#[test]
fn check_passes_the_corpus_with_a_cold_and_a_warm_cache() {
    let scratch = TempDir::new("check");
    let cache = scratch.path().join("cache");
    let corpus = repo().join("../shared/corpus");
    for round in ["cold", "warm"] {
        let output = kiln(&cache, &["check", path_str(&corpus), "--verbose"])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{round}: {}",
            stdout
                .lines()
                .filter(|l| !l.starts_with("PASS"))
                .collect::<Vec<_>>()
                .join("\n")
        );
        let last = stdout.lines().last().unwrap_or("");
        assert!(last.ends_with("passed, 0 failed"), "{round}: {last}");
        let hits = stderr(&output).matches("kiln: cache hit").count();
        let cases = stdout.lines().count() - 1;
        match round {
            // Cases that share a module hit in memory.
            "cold" => assert!(hits < cases / 10, "{round}: {hits} hits of {cases}"),
            _ => assert_eq!(hits, cases, "{round}: every case is a hit"),
        }
    }
}

#[test]
fn a_corrupted_entry_is_reported_deleted_and_recompiled() {
    let scratch = TempDir::new("corrupt");
    let cache = scratch.path().join("cache");
    let expected = reference_outputs(scratch.path(), &mlp());
    run_to(&cache, &mlp(), &scratch.path().join("cold"), &[]);
    let [entry] = entries(&cache).try_into().expect("one entry");
    let mut bytes = std::fs::read(&entry).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x01;
    std::fs::write(&entry, &bytes).unwrap();

    let out = scratch.path().join("after");
    let rerun = run_to(&cache, &mlp(), &out, &["--verbose"]);
    assert!(
        stderr(&rerun).contains(
            "kiln: cache miss: entry rejected as corrupt (checksum mismatch); recompiled"
        ),
        "{}",
        stderr(&rerun)
    );
    assert_eq!(outputs(&out), expected);
    let again = run_to(&cache, &mlp(), &out, &["--verbose"]);
    assert!(
        stderr(&again).contains("cache hit (disk"),
        "{}",
        stderr(&again)
    );
}

#[test]
fn concurrent_processes_compiling_one_module_end_with_one_good_entry() {
    let scratch = TempDir::new("race");
    let cache = scratch.path().join("cache");
    let model = lstm();
    let expected = reference_outputs(scratch.path(), &model);
    let children: Vec<(Child, PathBuf)> = (0..6)
        .map(|i| {
            let out = scratch.path().join(format!("out{i}"));
            let child = kiln(&cache, &["run", path_str(&model), "--out", path_str(&out)])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            (child, out)
        })
        .collect();
    for (child, out) in children {
        succeeded(child.wait_with_output().unwrap());
        assert_eq!(outputs(&out), expected, "{}", out.display());
    }
    assert_eq!(entries(&cache).len(), 1);
    assert!(temp_files(&cache).is_empty(), "{:?}", temp_files(&cache));
    let warm = run_to(&cache, &model, &scratch.path().join("warm"), &["--verbose"]);
    assert!(
        stderr(&warm).contains("cache hit (disk"),
        "{}",
        stderr(&warm)
    );
}

#[test]
fn a_process_killed_mid_write_leaves_nothing_that_is_loaded() {
    let scratch = TempDir::new("kill");
    let cache = scratch.path().join("cache");
    let model = mlp();
    let out = scratch.path().join("out");
    let mut child = kiln(&cache, &["run", path_str(&model), "--out", path_str(&out)])
        .env("KILN_CACHE_TEST_PAUSE_WRITE", "60")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let temp = line
        .trim()
        .strip_prefix("kiln: cache write paused: ")
        .unwrap_or_else(|| panic!("unexpected stderr `{line}`"));
    assert!(Path::new(temp).is_file());
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    assert!(
        entries(&cache).is_empty(),
        "an entry appeared: {:?}",
        entries(&cache)
    );
    assert_eq!(temp_files(&cache).len(), 1);

    let expected = reference_outputs(scratch.path(), &model);
    let rerun = run_to(&cache, &model, &out, &["--verbose"]);
    assert!(
        stderr(&rerun).contains("kiln: cache miss: no entry"),
        "{}",
        stderr(&rerun)
    );
    assert_eq!(outputs(&out), expected);
    assert_eq!(entries(&cache).len(), 1);
}

#[test]
fn an_unusable_cache_directory_costs_one_warning_not_a_failure() {
    let scratch = TempDir::new("unwritable");
    // Tests may run as root, where permissions do not stop writes: use a path through a file.
    let file = scratch.path().join("a-file");
    std::fs::write(&file, b"not a directory").unwrap();
    let cache = file.join("cache");
    let corpus = repo().join("../shared/corpus");
    let cases: Vec<PathBuf> = {
        let mut dirs: Vec<PathBuf> = files_in(&corpus, |_| true);
        dirs.sort();
        dirs.into_iter()
            .filter(|d| d.join("case.json").is_file())
            .take(3)
            .collect()
    };
    let mut args = vec!["check"];
    args.extend(cases.iter().map(|c| path_str(c)));
    let output = succeeded(kiln(&cache, &args).output().unwrap());
    let warnings = stderr(&output).matches("warning:").count();
    assert_eq!(warnings, 1, "{}", stderr(&output));
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("3 passed, 0 failed"),
        "{output:?}"
    );

    let expected = reference_outputs(scratch.path(), &mlp());
    let out = scratch.path().join("out");
    let run = run_to(&cache, &mlp(), &out, &[]);
    assert_eq!(
        stderr(&run).matches("warning:").count(),
        1,
        "{}",
        stderr(&run)
    );
    assert_eq!(outputs(&out), expected);
}
