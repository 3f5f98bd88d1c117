//! `cargo bench -p kiln-cli --bench hot_paths [-- FILTER]`: timings of the library's hot
//! pieces on `../shared/bench` modules: parse + verify, the default optimization pipeline, and
//! execution on every backend `kiln_runtime::BACKEND_NAMES` lists.
//!
//! A tiny in-house harness (`harness = false`): each case runs once untimed, then until
//! `KILN_BENCH_MIN_TIME` seconds (default 1) have passed, at least 5 and at most 1000 times,
//! and prints the median and the minimum. Without `--bench` on the command line (as under
//! `cargo test --benches`) every case runs once, as a smoke test.

use kiln_hlo::{ArrayData, ArrayLiteral, Literal, Module, PrimitiveType, Shape};
use std::path::PathBuf;
use std::time::{Duration, Instant};

struct Harness {
    filter: Option<String>,
    timed: bool,
    min_time: Duration,
}

impl Harness {
    fn from_args() -> Harness {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let min_time = std::env::var("KILN_BENCH_MIN_TIME")
            .ok()
            .and_then(|s| s.parse::<f64>().ok())
            .unwrap_or(1.0);
        Harness {
            filter: args.iter().find(|a| !a.starts_with('-')).cloned(),
            timed: args.iter().any(|a| a == "--bench"),
            min_time: Duration::from_secs_f64(min_time),
        }
    }

    /// Times `routine` on a fresh value from `setup` each run (setup is not timed).
    fn bench<T, R>(
        &self,
        name: &str,
        mut setup: impl FnMut() -> T,
        mut routine: impl FnMut(T) -> R,
    ) {
        if self
            .filter
            .as_ref()
            .is_some_and(|f| !name.contains(f.as_str()))
        {
            return;
        }
        let mut run = || {
            let input = setup();
            let started = Instant::now();
            drop(routine(input));
            started.elapsed()
        };
        let first = run();
        if !self.timed {
            println!(
                "{name:<40} ran once in {:>10.3} ms (smoke test; `cargo bench` times it)",
                ms(first)
            );
            return;
        }
        let mut times = Vec::new();
        let started = Instant::now();
        while times.len() < 1000 && (times.len() < 5 || started.elapsed() < self.min_time) {
            times.push(ms(run()));
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{name:<40} median {:>10.3} ms   min {:>10.3} ms   ({} runs)",
            times[times.len() / 2],
            times[0],
            times.len()
        );
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn bench_dir() -> PathBuf {
    PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/bench"
    ))
}

fn parse_and_verify(text: &str) -> Module {
    let module = kiln_hlo::parse_module(text).expect("parse");
    kiln_hlo::verify_module(&module).expect("verify");
    module
}

/// Deterministic inputs (a fixed ramp for floats, small values for integers), enough to time
/// execution; `kiln bench` has the seeded generator.
fn inputs_for(module: &Module) -> Vec<Literal> {
    let entry = module.entry_computation();
    entry
        .parameters
        .iter()
        .map(|&p| match &entry.instr(p).shape {
            Shape::Array(a) => {
                let n = kiln_hlo::literal::element_count(&a.dims).expect("element count");
                let literal = match a.ty {
                    PrimitiveType::F32 => ArrayLiteral::new(
                        a.ty,
                        a.dims.clone(),
                        ArrayData::F32((0..n).map(|i| ((i % 17) as f32 - 8.0) / 16.0).collect()),
                    ),
                    _ => ArrayLiteral::zeros(a.ty, a.dims.clone()),
                };
                Literal::Array(literal.expect("input literal"))
            }
            other => panic!("bench inputs support array parameters only, not {other}"),
        })
        .collect()
}

fn main() {
    let harness = Harness::from_args();
    let dir = bench_dir();
    let read = |name: &str| std::fs::read_to_string(dir.join(name));
    let (Ok(gpt_text), Ok(mlp_text)) = (read("gpt_unrolled_12l.hlo"), read("mlp.hlo")) else {
        println!("skipped: the bench modules are not in {}", dir.display());
        return;
    };

    harness.bench(
        "parse+verify gpt_unrolled_12l",
        || (),
        |()| parse_and_verify(&gpt_text),
    );

    let gpt = parse_and_verify(&gpt_text);
    let pipeline = kiln_opt::pipeline::default_pipeline();
    // Verifies between passes only in debug builds; `cargo bench` builds optimized.
    let options = kiln_opt::RunOptions::default();
    harness.bench(
        "default_pipeline gpt_unrolled_12l",
        || gpt.clone(),
        |module| {
            pipeline
                .run(module, &options, &mut |_, _| {})
                .expect("pipeline")
        },
    );

    let mlp = parse_and_verify(&mlp_text);
    let inputs = inputs_for(&mlp);
    for &name in kiln_runtime::BACKEND_NAMES {
        let backend = kiln_runtime::backend_by_name(name).expect("listed backend");
        harness.bench(
            &format!("prepare mlp [{name}]"),
            || (),
            |()| backend.prepare(&mlp).expect("prepare"),
        );
        let executable = backend.prepare(&mlp).expect("prepare");
        harness.bench(
            &format!("execute mlp [{name}]"),
            || (),
            |()| executable.execute(&inputs).expect("execute"),
        );
    }
}
