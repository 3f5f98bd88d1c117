//! The fusions kiln-opt forms on the corpus and bench modules: each fused computation is
//! lowered and, when it lowers, run on random inputs against the interpreter. Prints how
//! many fusions of each kind lower, and why the others do not.

use crate::harness::{compare_kernel, random_array, Rng, Tol};
use kiln_codegen::lower::lower_computation;
use kiln_eval::conformance::{case_dirs, load_case};
use kiln_eval::Evaluator;
use kiln_hlo::{CompId, Literal, Module, Opcode};
use kiln_opt::fusion::Fusion;
use kiln_opt::pipeline::default_pipeline;
use kiln_opt::{Pass, RunOptions};
use std::collections::BTreeMap;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
const BENCH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/bench");

/// Fusions over more elements than this (inputs and outputs) are lowered but not run: the
/// kernel interpreter is slow, and the bench modules' large shapes add nothing the small
/// ones do not test.
const MAX_RUN_ELEMENTS: i64 = 1 << 17;

#[derive(Default)]
struct Tally {
    lowered: BTreeMap<String, usize>,
    not_run: usize,
    refused: BTreeMap<String, Vec<String>>,
    failures: Vec<String>,
}

fn fused(module: Module) -> Result<Module, String> {
    let options = RunOptions { verify: false };
    let (optimized, _) = default_pipeline()
        .run(module, &options, &mut |_, _| {})
        .map_err(|e| e.to_string())?;
    Fusion
        .run(&optimized)
        .map(|(m, _)| m)
        .map_err(|e| e.to_string())
}

/// Lowers and checks every fusion of `module` (after optimization and fusion).
fn check_fusions(name: &str, module: Module, tally: &mut Tally) {
    let Ok(module) = fused(module) else {
        return;
    };
    let fusions: Vec<(String, String, CompId)> = module
        .computations
        .iter()
        .flat_map(|c| &c.instructions)
        .filter(|i| i.opcode == Opcode::Fusion)
        .filter_map(|i| {
            let kind = i.attrs.fusion_kind.map_or("?".into(), |k| k.to_string());
            Some((i.name.clone(), kind, *i.attrs.calls.as_ref()?.first()?))
        })
        .collect();
    for (fusion, kind, comp) in fusions {
        let at = format!("{name}/{fusion}");
        match lower_computation(&module, comp, &fusion) {
            Ok(kernel) => {
                *tally.lowered.entry(kind.clone()).or_default() += 1;
                let elements: i64 = kernel.buffers.iter().map(|b| b.element_count()).sum();
                if elements > MAX_RUN_ELEMENTS {
                    tally.not_run += 1;
                    continue;
                }
                // Long sums are regrouped by the interpreter: compare them loosely.
                let tol = if kind == "kLoop" {
                    Tol::Rel(1e-4)
                } else {
                    Tol::Rel(2e-3)
                };
                if let Err(e) = run_fusion(&module, comp, &kernel, tol) {
                    tally.failures.push(format!("{at}: {e}"));
                }
            }
            Err(e) => {
                let why = format!(
                    "{kind}: {}",
                    e.opcode.map_or(e.reason.clone(), |o| o.to_string())
                );
                tally.refused.entry(why).or_default().push(at);
            }
        }
    }
}

fn run_fusion(
    module: &Module,
    comp: CompId,
    kernel: &kiln_codegen::kir::Kernel,
    tol: Tol,
) -> Result<(), String> {
    let mut rng = Rng::new(comp.0 as u64 + 1);
    let args: Vec<Literal> = module
        .comp(comp)
        .program_shape()
        .parameters
        .iter()
        .map(|s| {
            let a = s.as_array().ok_or("tuple parameter")?;
            Ok(random_array(a.ty, &a.dims, &mut rng, false))
        })
        .collect::<Result<_, String>>()?;
    let want = Evaluator::new(module)
        .call(comp, &args)
        .map_err(|e| e.to_string())?;
    compare_kernel(kernel, &args, &want, tol)
}

#[test]
fn corpus_and_bench_fusions() {
    let mut tally = Tally::default();
    for dir in case_dirs(CORPUS).unwrap_or_default() {
        let case = load_case(&dir).expect("case.json");
        if let Ok(module) = case.load_module() {
            check_fusions(&case.name, module, &mut tally);
        }
    }
    let bench = std::fs::read_dir(BENCH).map(|d| d.filter_map(|e| e.ok()).collect::<Vec<_>>());
    for entry in bench.unwrap_or_default() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "hlo") {
            let text = std::fs::read_to_string(&path).expect("readable");
            if let Ok(module) = kiln_hlo::parse_module(&text) {
                check_fusions(&path.display().to_string(), module, &mut tally);
            }
        }
    }
    let refused: usize = tally.refused.values().map(Vec::len).sum();
    eprintln!(
        "fusions lowered: {:?} ({} too large to run); refused: {refused}",
        tally.lowered, tally.not_run
    );
    for (why, which) in &tally.refused {
        eprintln!("  refused ({why}): {} e.g. {}", which.len(), which[0]);
    }
    assert!(tally.failures.is_empty(), "{}", tally.failures.join("\n"));
}
