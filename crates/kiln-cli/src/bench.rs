//! `kiln bench`: compile a module once, time its execution, and compare with XLA:CPU and IREE.
//!
//! The schedule and the JSON keys follow `../shared/tools/xla_bench.py`, so the numbers line up
//! column for column: `compile_ms` is the backend's `prepare` (cold, once), `run_ms_*` time
//! `execute` (and dropping its result) on inputs generated before timing, after `--warmup`
//! untimed runs, either exactly `--runs` times or (auto) until `--min-time` seconds have passed,
//! at least 5 and at most 1000 runs. `--compare-xla` / `--compare-iree` run the peer scripts as
//! subprocesses on the same module with the same threads, seed and schedule, and report the
//! ratios Kiln/peer (above 1: Kiln is slower).
//!
//! With the compilation cache (on by default; `--no-cache`), `compile_ms` is the time to obtain
//! the executable: a cold compile, or a lookup and load; `"cache"` says which (`"hit"`,
//! `"miss"` or `"off"`).
//!
//! Inputs follow the scripts' conventions (floats N(0,1)*0.5, integers in [0, int_high), pred
//! 1/2) from Kiln's own seeded generator, so they are alike in distribution but not bit-identical
//! to the peers' numpy inputs.

mod affinity;
mod peers;

use crate::cache_flags::CacheFlags;
use crate::inputs;
use crate::load::load_module;
use clap::Args;
use kiln_cache::CacheEvent;
use kiln_hlo::Literal;
use kiln_runtime::Executable;
use peers::Peer;
use serde_json::{json, Map, Value};
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct BenchArgs {
    /// The HLO text module.
    model: PathBuf,
    /// Which backend runs the module (default: `cpu` when it exists, else `interp`).
    #[arg(long)]
    backend: Option<String>,
    /// Threads for the backend and the peers; the process is also pinned to this many CPUs
    /// (the mechanism xla_bench.py uses), so no backend can use more.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Timed runs; 0 = auto (until --min-time seconds, 5..1000 runs).
    #[arg(long, default_value_t = 0)]
    runs: usize,
    /// Untimed runs before timing (at least 1, as in xla_bench.py).
    #[arg(long, default_value_t = 2)]
    warmup: usize,
    /// Seconds of timed runs in auto mode.
    #[arg(long, default_value_t = 1.0)]
    min_time: f64,
    /// Seed for the generated inputs.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Only obtain the executable (compile, or load it from the cache) and report that: no
    /// inputs, no runs, no peers.
    #[arg(long, conflicts_with_all = ["compare_xla", "compare_iree"])]
    compile_only: bool,
    /// Random integer inputs are in [0, int_high); default: the sidecar <model>.json, else 4.
    #[arg(long)]
    int_high: Option<i64>,
    /// Also time the module on XLA:CPU with xla_bench.py (needs python3 with jax).
    #[arg(long)]
    compare_xla: bool,
    /// Path of xla_bench.py (default: $KILN_XLA_BENCH, else ../shared/tools/xla_bench.py).
    #[arg(long)]
    xla_bench: Option<PathBuf>,
    /// Also time the module on IREE with iree_bench.py (needs iree-base-compiler/-runtime).
    #[arg(long)]
    compare_iree: bool,
    /// Path of iree_bench.py (default: $KILN_IREE_BENCH, else ../shared/tools/iree_bench.py).
    #[arg(long)]
    iree_bench: Option<PathBuf>,
    /// Print one JSON object (xla_bench.py's keys) instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    cache: CacheFlags,
}

/// The backend `kiln bench` uses when `--backend` is not given.
fn default_backend() -> &'static str {
    if kiln_runtime::BACKEND_NAMES.contains(&"cpu") {
        "cpu"
    } else {
        "interp"
    }
}

/// How long each timed run took, and the statistics xla_bench.py reports.
struct Timings {
    runs_ms: Vec<f64>,
}

impl Timings {
    fn median(&self) -> f64 {
        let mut sorted = self.runs_ms.clone();
        sorted.sort_by(f64::total_cmp);
        let mid = sorted.len() / 2;
        if sorted.len() % 2 == 1 {
            sorted[mid]
        } else {
            (sorted[mid - 1] + sorted[mid]) / 2.0
        }
    }

    fn min(&self) -> f64 {
        self.runs_ms.iter().copied().fold(f64::INFINITY, f64::min)
    }

    fn mean(&self) -> f64 {
        self.runs_ms.iter().sum::<f64>() / self.runs_ms.len() as f64
    }
}

pub fn bench(args: &BenchArgs) -> Result<bool, String> {
    if args.threads == 0 {
        return Err("--threads must be at least 1".to_string());
    }
    // Find the peer scripts before spending time on Kiln's side.
    let mut peers = Vec::new();
    if args.compare_xla {
        peers.push((Peer::Xla, Peer::Xla.script(args.xla_bench.as_deref())?));
    }
    if args.compare_iree {
        peers.push((Peer::Iree, Peer::Iree.script(args.iree_bench.as_deref())?));
    }
    let cpus = affinity::limit_to(args.threads)?;
    let backend_name = args.backend.as_deref().unwrap_or(default_backend());

    let parse_started = Instant::now();
    let module = load_module(&args.model)?;
    let parse_ms = ms(parse_started.elapsed());
    // The process's CPU affinity (set above) also limits backends without a thread option.
    let backend = args.cache.backend(backend_name, args.threads)?;
    let int_high = args
        .int_high
        .or_else(|| inputs::sidecar_int_high(&args.model))
        .unwrap_or(4);

    let compile_started = Instant::now();
    let executable = backend
        .prepare(&module)
        .map_err(|e| crate::run::render(&e, &args.model))?;
    let compile_ms = ms(compile_started.elapsed());
    let cache = match executable.cache_event() {
        None => "off",
        Some(CacheEvent::Hit(_)) => "hit",
        Some(CacheEvent::Miss(_)) => "miss",
    };
    let mut report = Map::new();
    report.insert("hlo".into(), json!(args.model.display().to_string()));
    report.insert("backend".into(), json!(backend.name()));
    report.insert("compile_ms".into(), json!(round(compile_ms, 3)));
    report.insert("cache".into(), json!(cache));
    report.insert("parse_ms".into(), json!(round(parse_ms, 3)));
    if args.compile_only {
        if args.json {
            println!("{}", Value::Object(report));
        } else {
            println!(
                "{:<14} compile {compile_ms:>10.3} ms   (cache {cache})  {}",
                format!("kiln[{}]", backend.name()),
                args.model.display()
            );
        }
        return Ok(true);
    }
    // After compiling, as a user would: generating up to hundreds of MB of inputs first would
    // leave the compile (or cache hit) starting with cold caches and a grown heap.
    let inputs = inputs::random_inputs(&module, args.seed, int_high)?;
    let (timings, num_outputs) = time_runs(executable.as_ref(), &inputs, args)
        .map_err(|e| crate::run::render(&e, &args.model))?;

    report.insert("run_ms_median".into(), json!(round(timings.median(), 4)));
    report.insert("run_ms_min".into(), json!(round(timings.min(), 4)));
    report.insert("run_ms_mean".into(), json!(round(timings.mean(), 4)));
    report.insert("runs".into(), json!(timings.runs_ms.len()));
    report.insert("threads".into(), json!(args.threads));
    if let Some(cpus) = cpus {
        report.insert("cpus".into(), json!(cpus));
    }
    report.insert("seed".into(), json!(args.seed));
    report.insert("int_high".into(), json!(int_high));
    report.insert("num_params".into(), json!(inputs.len()));
    report.insert("num_outputs".into(), json!(num_outputs));
    if !args.json {
        print_line(&format!("kiln[{}]", backend.name()), &report);
    }

    let mut first_error = None;
    for (peer, script) in &peers {
        // A progress line: peers take seconds, and scripts (bench_table.py) time out by phase.
        eprintln!("kiln bench: running {} ({})", peer.key(), script.display());
        match peer.run(script, &args.model, &peer_flags(args)) {
            Ok(result) => {
                add_ratios(&mut report, *peer, &result);
                if !args.json {
                    if let Some(fields) = result.as_object() {
                        print_line(peer.key(), fields);
                    }
                    print_ratios(*peer, &report);
                }
                report.insert(peer.key().into(), result);
            }
            Err(message) => {
                report.insert(format!("{}_error", peer.key()), json!(message));
                first_error.get_or_insert(message);
            }
        }
    }
    if args.json {
        println!("{}", Value::Object(report));
    }
    match first_error {
        Some(message) => Err(message),
        None => Ok(true),
    }
}

/// Warms up, then times `execute` on the xla_bench.py schedule. Also returns the number of
/// outputs (tuple results flattened, as the peers count them).
fn time_runs(
    executable: &dyn Executable,
    inputs: &[Literal],
    args: &BenchArgs,
) -> Result<(Timings, usize), kiln_hlo::Error> {
    let mut num_outputs = 0;
    for _ in 0..args.warmup.max(1) {
        num_outputs = executable.execute(inputs)?.into_leaves().len();
    }
    let mut runs_ms = Vec::new();
    let time_one = |runs_ms: &mut Vec<f64>| -> Result<(), kiln_hlo::Error> {
        let started = Instant::now();
        drop(executable.execute(inputs)?);
        runs_ms.push(ms(started.elapsed()));
        Ok(())
    };
    if args.runs > 0 {
        for _ in 0..args.runs {
            time_one(&mut runs_ms)?;
        }
    } else {
        let started = Instant::now();
        while runs_ms.len() < 1000
            && (runs_ms.len() < 5 || started.elapsed().as_secs_f64() < args.min_time)
        {
            time_one(&mut runs_ms)?;
        }
    }
    Ok((Timings { runs_ms }, num_outputs))
}

/// The flags both peer scripts share with `kiln bench`.
fn peer_flags(args: &BenchArgs) -> Vec<String> {
    let mut flags = vec![
        format!("--threads={}", args.threads),
        format!("--seed={}", args.seed),
        format!("--warmup={}", args.warmup),
        format!("--runs={}", args.runs),
        format!("--min-time={}", args.min_time),
    ];
    if let Some(high) = args.int_high {
        flags.push(format!("--int-high={high}"));
    }
    flags
}

/// Adds `ratio_run` and `ratio_compile` (Kiln/XLA), or `ratio_run_iree` and
/// `ratio_compile_iree` (Kiln/IREE).
fn add_ratios(report: &mut Map<String, Value>, peer: Peer, result: &Value) {
    let suffix = match peer {
        Peer::Xla => "",
        Peer::Iree => "_iree",
    };
    for (ratio, key) in [
        ("ratio_run", "run_ms_median"),
        ("ratio_compile", "compile_ms"),
    ] {
        let kiln = report.get(key).and_then(Value::as_f64);
        let other = result.get(key).and_then(Value::as_f64);
        let value = match (kiln, other) {
            (Some(k), Some(o)) if o > 0.0 => json!(k / o),
            _ => Value::Null,
        };
        report.insert(format!("{ratio}{suffix}"), value);
    }
}

/// `kiln[cpu]   compile   12.345 ms   run median    1.2345 ms   min    1.2000 ms   (57 runs)`.
fn print_line(label: &str, result: &Map<String, Value>) {
    let get = |key: &str| result.get(key).and_then(Value::as_f64).unwrap_or(f64::NAN);
    let runs = result.get("runs").and_then(Value::as_u64).unwrap_or(0);
    let hlo = result.get("hlo").and_then(Value::as_str).unwrap_or("?");
    let threads = result
        .get("threads")
        .map(Value::to_string)
        .unwrap_or_default();
    println!(
        "{label:<14} compile {:>10.3} ms   run median {:>10.4} ms   min {:>10.4} ms   ({runs} runs, threads {threads})  {hlo}",
        get("compile_ms"),
        get("run_ms_median"),
        get("run_ms_min"),
    );
}

fn print_ratios(peer: Peer, report: &Map<String, Value>) {
    let (run, compile) = match peer {
        Peer::Xla => ("ratio_run", "ratio_compile"),
        Peer::Iree => ("ratio_run_iree", "ratio_compile_iree"),
    };
    let get = |key: &str| match report.get(key).and_then(Value::as_f64) {
        Some(ratio) if ratio >= 0.01 => format!("{ratio:.3}x"),
        Some(ratio) => format!("{ratio:.2e}x"),
        None => "n/a".to_string(),
    };
    println!(
        "{:<14} run {}   compile {}   (above 1: Kiln is slower)",
        format!("kiln/{}", peer.key()),
        get(run),
        get(compile)
    );
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

fn round(value: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (value * scale).round() / scale
}
