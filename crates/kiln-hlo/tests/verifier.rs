//! The verifier on real text: every corpus and benchmark module verifies, every wrong
//! declared shape planted in one is caught, and malformed modules give errors, not panics.
//! Rejections of small broken modules are in `verifier_errors.rs`.

use kiln_hlo::{infer_shape, parse_module, verify_module, InstrId, Instruction, Shape, ShapeError};
use std::path::{Path, PathBuf};

const SHARED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared");

/// `corpus/*/model.hlo` and `bench/*.hlo`, sorted.
fn shared_modules() -> Vec<PathBuf> {
    let mut paths = Vec::new();
    let corpus = Path::new(SHARED).join("corpus");
    if let Ok(entries) = std::fs::read_dir(&corpus) {
        for e in entries.flatten() {
            let model = e.path().join("model.hlo");
            if model.is_file() {
                paths.push(model);
            }
        }
    }
    if let Ok(entries) = std::fs::read_dir(Path::new(SHARED).join("bench")) {
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "hlo") {
                paths.push(e.path());
            }
        }
    }
    paths.sort();
    paths
}

#[test]
fn every_shared_module_verifies() {
    let paths = shared_modules();
    let mut failures = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).expect("readable module");
        let module = match parse_module(&text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: parse: {e}", path.display()));
                continue;
            }
        };
        if let Err(e) = verify_module(&module) {
            failures.push(format!(
                "{}: {}",
                path.display(),
                e.with_source(None, &text)
            ));
        }
    }
    println!(
        "{} modules verified, {} failed",
        paths.len() - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Changing any instruction's declared dimensions must be caught: by its own inference, by a
/// user's, by a caller's signature check or by the entry layout. (Small modules only, since
/// each mutation re-verifies the whole module.)
#[test]
fn every_wrong_declared_shape_in_the_corpus_is_caught() {
    let mut checked = 0;
    for path in shared_modules() {
        let text = std::fs::read_to_string(&path).expect("readable module");
        let module = parse_module(&text).expect("corpus module parses");
        if module.instruction_count() > 150 {
            continue;
        }
        for c in 0..module.computations.len() {
            for i in 0..module.computations[c].instructions.len() {
                let mut mutated = module.clone();
                let instr = &mut mutated.computations[c].instructions[i];
                let Shape::Array(a) = &mut instr.shape else {
                    continue;
                };
                a.dims.push(7);
                a.dynamic.push(false);
                a.layout = None;
                let name = instr.name.clone();
                assert!(
                    verify_module(&mutated).is_err(),
                    "{}: a wrong shape for {name} went unnoticed",
                    path.display()
                );
                checked += 1;
            }
        }
    }
    println!("{checked} mutations caught");
}

/// Every opcode the corpus uses has a shape rule (none falls back to NotInferred).
#[test]
fn every_corpus_instruction_is_inferred() {
    for path in shared_modules() {
        let text = std::fs::read_to_string(&path).expect("readable module");
        let module = parse_module(&text).expect("corpus module parses");
        for comp in &module.computations {
            for instr in &comp.instructions {
                match infer_shape(&module, comp, instr) {
                    Ok(_) => {}
                    Err(ShapeError::NotInferred) => {
                        panic!(
                            "{}: {} ({}) is not inferred",
                            path.display(),
                            instr.name,
                            instr.opcode
                        )
                    }
                    Err(e) => panic!("{}: {}: {e}", path.display(), instr.name),
                }
            }
        }
    }
}

/// Malformed modules give errors, never panics: every instruction of the small corpus modules
/// is broken in several ways (operands rewired, attributes out of range or huge, shapes of the
/// wrong kind, callees swapped) and each result is verified.
#[test]
fn malformed_instructions_never_panic() {
    let mut tried = 0;
    for path in shared_modules() {
        let text = std::fs::read_to_string(&path).expect("readable module");
        let module = parse_module(&text).expect("corpus module parses");
        if module.instruction_count() > 60 {
            continue;
        }
        for c in 0..module.computations.len() {
            for i in 0..module.computations[c].instructions.len() {
                for mutation in 0..MUTATIONS {
                    let mut m = module.clone();
                    let ncomps = m.computations.len() as u32;
                    mutate(&mut m.computations[c].instructions[i], mutation, ncomps);
                    let _ = verify_module(&m);
                    tried += 1;
                }
            }
        }
    }
    println!("{tried} malformed modules verified without a panic");
}

const MUTATIONS: usize = 12;

fn mutate(instr: &mut Instruction, which: usize, ncomps: u32) {
    let a = &mut instr.attrs;
    let bump = |v: &mut Vec<i64>, by: i64| v.iter_mut().for_each(|d| *d = d.saturating_add(by));
    match which {
        0 => instr.operands.reverse(),
        1 => instr.operands.iter_mut().for_each(|o| *o = InstrId(0)),
        2 => a.dimensions.iter_mut().for_each(|d| bump(d, 1)),
        3 => a.dimensions.iter_mut().for_each(|d| bump(d, -1)),
        4 => instr.shape = Shape::Tuple(vec![]),
        5 => instr.shape = Shape::Token,
        6 => {
            if let Some(g) = &mut a.gather_dims {
                g.index_vector_dim += 1;
                bump(&mut g.offset_dims, 1);
            }
            if let Some(s) = &mut a.scatter_dims {
                s.index_vector_dim -= 1;
                bump(&mut s.update_window_dims, -1);
            }
            a.slice_sizes.iter_mut().for_each(|d| bump(d, i64::MAX));
        }
        7 => {
            if let Some(w) = &mut a.window {
                for d in &mut w.dims {
                    d.stride = i64::MAX;
                    d.padding_high = i64::MAX;
                    d.window_dilation = i64::MAX;
                }
            }
            a.slice
                .iter_mut()
                .flatten()
                .for_each(|s| s.stride = i64::MAX);
            a.padding
                .iter_mut()
                .flatten()
                .for_each(|p| p.interior = i64::MAX);
        }
        8 => {
            let next = |c: &mut kiln_hlo::CompId| c.0 = (c.0 + 1) % ncomps;
            a.to_apply.iter_mut().for_each(next);
            a.condition.iter_mut().for_each(next);
            a.body.iter_mut().for_each(next);
            a.branch_computations.iter_mut().flatten().for_each(next);
        }
        9 => {
            if let Some(d) = &mut a.conv_dims {
                d.input_feature = 7;
                d.output_spatial.clear();
            }
            if let Some(d) = &mut a.dot_dims {
                bump(&mut d.lhs_contracting, 1);
            }
            a.feature_group_count = Some(0);
        }
        10 => {
            a.index = a.index.map(|i| i + 100);
            a.iota_dimension = a.iota_dimension.map(|i| -i - 1);
            a.fft_length.iter_mut().for_each(|d| bump(d, i64::MIN));
            a.dynamic_slice_sizes.iter_mut().for_each(|d| bump(d, 1));
        }
        _ => {
            if let Shape::Array(s) = &mut instr.shape {
                s.dims.iter_mut().for_each(|d| *d = i64::MAX);
            }
        }
    }
}
