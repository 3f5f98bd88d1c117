//! Whole-pipeline mutation fuzzing: corpus and conformance modules, mutated so that the text
//! still (mostly) parses but means something else (`pipeline_fuzz/mutate.rs`), each run
//! through parse, verify, the interpreter and the CPU backend (optimizer, fusion, codegen,
//! runtime) with every panic caught, the two backends' outputs compared, and wrong inputs
//! fed to both (`pipeline_fuzz/harness.rs`).
//!
//! Nothing may panic; every parse or verifier error must carry a line; a module both backends
//! run must give the same outputs; wrong inputs must be refused.
//!
//! `bounded_mutants_never_panic` runs a fixed seed over a few hundred mutants of the small
//! seeds. The ignored `fuzz_pipeline` explores further (see fuzz/README.md):
//!
//! ```text
//! KILN_FUZZ_ITERS=20000 KILN_FUZZ_SEED=7 KILN_FUZZ_OUT=/tmp/kiln-fuzz \
//!   cargo test --release -p kiln-runtime --test pipeline_fuzz -- --ignored --nocapture
//! ```

#[path = "pipeline_fuzz/harness.rs"]
mod harness;
#[path = "pipeline_fuzz/mutate.rs"]
mod mutate;
#[path = "pipeline_fuzz/text.rs"]
mod text;

use harness::{Bug, Stage};
use mutate::Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use text::Doc;

/// Every `model.hlo` of the conformance sets and of the shared corpus (when it is there),
/// with its text, sorted by path.
fn seeds() -> Vec<(PathBuf, String)> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let roots = [
        here.join("../../conformance"),
        here.join("../../../shared/corpus"),
    ];
    let mut out = Vec::new();
    for root in roots {
        let Ok(dirs) = std::fs::read_dir(&root) else {
            continue;
        };
        let mut stack: Vec<PathBuf> = dirs.flatten().map(|e| e.path()).collect();
        while let Some(p) = stack.pop() {
            if p.is_dir() {
                if let Ok(d) = std::fs::read_dir(&p) {
                    stack.extend(d.flatten().map(|e| e.path()));
                }
            } else if p.file_name().is_some_and(|n| n == "model.hlo") {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    out.push((p, text));
                }
            }
        }
    }
    out.sort();
    out
}

/// What a run found: outcomes per stage, and each distinct bug once with an example.
#[derive(Default)]
struct Report {
    stages: BTreeMap<Stage, usize>,
    bugs: BTreeMap<String, (usize, Bug, String, String)>,
    notes: BTreeMap<String, usize>,
}

impl Report {
    fn summary(&self) -> String {
        let mut s = format!("outcomes: {:?}\n", self.stages);
        for (key, (n, bug, seed, what)) in &self.bugs {
            s += &format!(
                "BUG x{n}: {key}\n  {}\n  seed {seed}: {what}\n",
                bug.message
            );
        }
        s
    }
}

/// Records the mutant being run, so a hang can be reported by a watchdog.
type Current = Arc<Mutex<Option<(Instant, String)>>>;

fn start_watchdog(limit: Duration, out_dir: Option<PathBuf>) -> Current {
    let current: Current = Arc::new(Mutex::new(None));
    let watched = current.clone();
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(500));
        let guard = watched.lock().unwrap();
        if let Some((started, text)) = guard.as_ref() {
            if started.elapsed() > limit {
                eprintln!("HANG: a mutant ran for more than {limit:?}:\n{text}");
                if let Some(dir) = &out_dir {
                    let _ = std::fs::write(dir.join("hang.hlo"), text);
                }
                std::process::exit(3);
            }
        }
    });
    current
}

/// Mutates seeds `iterations` times from `seed` and runs each mutant; `out_dir` gets one file
/// per distinct bug.
fn fuzz(
    seeds: &[(PathBuf, String)],
    iterations: usize,
    seed: u64,
    limit: Duration,
    out_dir: Option<PathBuf>,
    verbose: bool,
    isolate: bool,
) -> Report {
    harness::install_panic_hook();
    // In-process runs get twice the limit, so a child process times out first.
    let current = start_watchdog(limit * 2, out_dir.clone());
    let mut rng = Rng(seed);
    let mut report = Report::default();
    for iteration in 0..iterations {
        let (path, text) = &seeds[rng.below(seeds.len())];
        let mut doc = Doc::new(text);
        let done = mutate::mutate(&mut doc, &mut rng);
        let mutant = doc.text();
        let what = done.join("; ");
        let origin = format!("{} #{iteration}", path.display());
        *current.lock().unwrap() = Some((Instant::now(), format!("// {origin}: {what}\n{mutant}")));
        if let Some(dir) = &out_dir {
            // What crashed the process, if something does (heap corruption, a signal).
            let _ = std::fs::write(
                dir.join("current.hlo"),
                format!("// {origin}: {what}\n{mutant}"),
            );
        }
        let started = Instant::now();
        let outcome = if isolate || mutant.contains(" while(") {
            run_isolated(&mutant, iteration as u64, limit)
        } else {
            harness::run_text(&mutant, iteration as u64, &mut |_| {})
        };
        *current.lock().unwrap() = None;
        if verbose && started.elapsed() > Duration::from_secs(2) {
            eprintln!("slow ({:?}): {origin}", started.elapsed());
        }
        *report.stages.entry(outcome.stage).or_default() += 1;
        for note in outcome.notes {
            let key: String = note.chars().take(100).collect();
            let n = report.notes.entry(key).or_default();
            *n += 1;
            if let (Some(dir), true) = (&out_dir, *n <= 2) {
                let name = format!("note-{iteration}.hlo");
                let _ = std::fs::write(
                    dir.join(name),
                    format!("// {note}\n// {origin}: {what}\n{mutant}"),
                );
            }
        }
        for bug in outcome.bugs {
            let entry = report.bugs.entry(bug.key.clone());
            let first = matches!(entry, std::collections::btree_map::Entry::Vacant(_));
            let e = entry.or_insert((0, bug.clone(), origin.clone(), what.clone()));
            e.0 += 1;
            if first {
                if verbose {
                    eprintln!("BUG: {}\n  {origin}: {what}", bug.message);
                }
                if let Some(dir) = &out_dir {
                    let name = format!("bug-{:03}.hlo", report.bugs.len());
                    let _ = std::fs::write(
                        dir.join(name),
                        format!("// {}\n// {origin}: {what}\n{mutant}", bug.message),
                    );
                }
            }
        }
        if verbose && (iteration + 1) % 500 == 0 {
            eprintln!(
                "{} mutants, {} distinct bugs, {:?}",
                iteration + 1,
                report.bugs.len(),
                report.stages
            );
        }
    }
    report
}

/// Runs one mutant in a child process (this test binary running `fuzz_child`), so that a
/// module that loops forever, or a crash that is not a panic, stops only the child. A time-out
/// while a backend runs the module is put down to the module's own loop (`Stage::TimedOut`),
/// unless the CPU backend is the one that does not finish where the interpreter did.
fn run_isolated(text: &str, seed: u64, limit: Duration) -> harness::Outcome {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let path = std::env::temp_dir().join(format!("kiln-fuzz-child-{}.hlo", std::process::id()));
    std::fs::write(&path, text).expect("write the mutant");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "fuzz_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("KILN_FUZZ_CHILD", &path)
        .env("KILN_FUZZ_CHILD_SEED", seed.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the child");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stdout.read_to_string(&mut s);
        s
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let text = reader.join().unwrap_or_default();
    let mut out = harness::Outcome {
        stage: Stage::ParseError,
        bugs: Vec::new(),
        notes: Vec::new(),
    };
    let mut last = "parse";
    let mut interpreter_ran = false;
    let mut finished = false;
    // libtest prints `test fuzz_child ... ` before the child's first line.
    for line in text
        .lines()
        .filter_map(|l| l.find("FUZZ-").map(|k| &l[k..]))
    {
        if let Some(stage) = line.strip_prefix("FUZZ-STAGE ") {
            last = match stage {
                "interpreter ran" => {
                    interpreter_ran = true;
                    "interpreter ran"
                }
                s => harness::STAGES
                    .iter()
                    .find(|n| **n == s)
                    .copied()
                    .unwrap_or("?"),
            };
        } else if let Some(stage) = line.strip_prefix("FUZZ-RESULT ") {
            out.stage = Stage::from_name(stage).expect("a stage name");
            finished = true;
        } else if let Some(bug) = line.strip_prefix("FUZZ-BUG ") {
            let (key, message) = bug.split_once('\t').unwrap_or((bug, ""));
            out.bugs.push(Bug {
                key: key.to_string(),
                message: message.replace("\\n", "\n"),
            });
        } else if let Some(note) = line.strip_prefix("FUZZ-NOTE ") {
            out.notes.push(note.to_string());
        }
    }
    let _ = std::fs::remove_file(&path);
    if finished {
        return out;
    }
    match status {
        None if last == "interpreter" || (last == "cpu run" && !interpreter_ran) => {
            out.stage = Stage::TimedOut;
        }
        None => out.bugs.push(Bug {
            key: format!("hang in {last}"),
            message: format!("no result after {limit:?}, in stage {last}"),
        }),
        Some(status) => out.bugs.push(Bug {
            key: format!("crash in {last}"),
            message: format!("the child process died ({status}) in stage {last}"),
        }),
    }
    out
}

/// The child side of [`run_isolated`]: runs the mutant named by `KILN_FUZZ_CHILD` and prints
/// its stages and outcome; does nothing without it.
#[test]
#[ignore]
fn fuzz_child() {
    use std::io::Write;
    let Ok(path) = std::env::var("KILN_FUZZ_CHILD") else {
        return;
    };
    let seed = std::env::var("KILN_FUZZ_CHILD_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let text = std::fs::read_to_string(path).unwrap();
    harness::install_panic_hook();
    let mut stdout = std::io::stdout();
    let outcome = harness::run_text(&text, seed, &mut |stage| {
        let _ = writeln!(stdout, "FUZZ-STAGE {stage}");
        let _ = stdout.flush();
    });
    let mut stdout = std::io::stdout();
    for bug in &outcome.bugs {
        let _ = writeln!(
            stdout,
            "FUZZ-BUG {}\t{}",
            bug.key.replace('\n', " "),
            bug.message.replace('\n', "\\n")
        );
    }
    for note in &outcome.notes {
        let _ = writeln!(stdout, "FUZZ-NOTE {}", note.replace('\n', " "));
    }
    let _ = writeln!(stdout, "FUZZ-RESULT {:?}", outcome.stage);
    let _ = stdout.flush();
}

/// The deterministic, bounded run: a fixed seed over small seeds, no bug of any kind.
#[test]
fn bounded_mutants_never_panic() {
    let small: Vec<(PathBuf, String)> = seeds()
        .into_iter()
        .filter(|(_, t)| t.len() < 6000)
        .collect();
    assert!(small.len() > 50, "found only {} seed modules", small.len());
    let report = fuzz(&small, 800, 41, Duration::from_secs(20), None, false, false);
    eprintln!("{}", report.summary());
    let ran = report
        .stages
        .iter()
        .filter(|(s, _)| **s >= Stage::BothFailed)
        .map(|(_, n)| n)
        .sum::<usize>();
    assert!(
        ran > 30,
        "too few mutants verified and ran: {}",
        report.summary()
    );
    assert!(report.bugs.is_empty(), "{}", report.summary());
}

/// The long run: `KILN_FUZZ_ITERS` mutants (default 2000) from `KILN_FUZZ_SEED` (default 1),
/// a mutant running longer than `KILN_FUZZ_TIMEOUT` seconds (default 30) ends the process as
/// a hang, distinct bugs written to `KILN_FUZZ_OUT` (default /tmp/kiln-fuzz).
#[test]
#[ignore]
fn fuzz_pipeline() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let out = PathBuf::from(std::env::var("KILN_FUZZ_OUT").unwrap_or("/tmp/kiln-fuzz".into()));
    std::fs::create_dir_all(&out).unwrap();
    let seeds = seeds();
    let report = fuzz(
        &seeds,
        var("KILN_FUZZ_ITERS", 2000) as usize,
        var("KILN_FUZZ_SEED", 1),
        Duration::from_secs(var("KILN_FUZZ_TIMEOUT", 30)),
        Some(out.clone()),
        true,
        var("KILN_FUZZ_ISOLATE", 0) == 1,
    );
    eprintln!("{}", report.summary());
    let mut notes: Vec<_> = report.notes.iter().collect();
    notes.sort_by_key(|(_, n)| std::cmp::Reverse(**n));
    for (note, n) in notes.iter().take(30) {
        eprintln!("note x{n}: {note}");
    }
    assert!(report.bugs.is_empty(), "bugs written to {}", out.display());
}
