//! The verifier: checks that a module is well formed before anything else reads it.
//!
//! First the structure, so that later checks can index without fear: the entry and every
//! called computation exist, operand ids are in range, parameters are numbered 0..n, there
//! are no cycles (through operands, control predecessors or calls), fixed-arity ops have their
//! operand count and shapes are valid. Then every instruction's declared shape is compared
//! with what [`crate::shape_inference`] infers from its operands, attributes and called
//! computations (element types and dimensions; layouts are ignored), which also checks the
//! called computations' signatures. Last, `entry_computation_layout` must match the entry
//! computation's signature.
//!
//! Every error names the instruction, its opcode and its line, and says what was expected and
//! what was found. The first error found is returned.

use crate::attrs::CompId;
use crate::error::{Error, Result};
use crate::instruction::{Computation, Instruction, Module};
use crate::opcode::{Arity, Opcode};
use crate::shape::{ArrayShape, Shape};
use crate::shape_inference::{human, infer_shape, ShapeError};

/// Verifies `module`; returns the first problem found.
pub fn verify_module(module: &Module) -> Result<()> {
    if module.computations.get(module.entry.index()).is_none() {
        return Err(Error::msg(format!(
            "module {}: the entry computation #{} does not exist ({} computations)",
            module.name,
            module.entry.index(),
            module.computations.len()
        )));
    }
    check_computation_names(module)?;
    for comp in &module.computations {
        check_structure(module, comp)?;
    }
    check_call_graph(module)?;
    for comp in &module.computations {
        for instr in &comp.instructions {
            check_shape(module, comp, instr)?;
        }
    }
    check_entry_layout(module)
}

/// An error about one instruction: `name (opcode): message`, at its line.
pub fn instr_error(instr: &Instruction, message: impl std::fmt::Display) -> Error {
    Error::new(
        instr.span,
        format!("{} ({}): {message}", instr.name, instr.opcode),
    )
}

fn comp_error(comp: &Computation, message: impl std::fmt::Display) -> Error {
    Error::new(comp.span, format!("computation {}: {message}", comp.name))
}

fn check_computation_names(module: &Module) -> Result<()> {
    let mut seen = std::collections::HashSet::new();
    for comp in &module.computations {
        if !seen.insert(comp.name.as_str()) {
            return Err(comp_error(comp, "another computation has the same name"));
        }
    }
    Ok(())
}

/// Everything later checks index with: ids in range, parameter numbering, no cycles.
fn check_structure(module: &Module, comp: &Computation) -> Result<()> {
    let n = comp.instructions.len();
    if comp.root.index() >= n {
        return Err(comp_error(
            comp,
            format!(
                "the root #{} does not exist ({n} instructions)",
                comp.root.index()
            ),
        ));
    }
    let mut names = std::collections::HashSet::new();
    for instr in &comp.instructions {
        if !names.insert(instr.name.as_str()) {
            return Err(instr_error(
                instr,
                "another instruction in this computation has the same name",
            ));
        }
        check_instruction_structure(module, comp, instr)?;
    }
    check_parameters(comp)?;
    check_acyclic(comp)
}

fn check_instruction_structure(
    module: &Module,
    comp: &Computation,
    instr: &Instruction,
) -> Result<()> {
    let n = comp.instructions.len();
    let all_ids = instr.operands.iter().chain(&instr.control_predecessors);
    if let Some(bad) = all_ids.clone().find(|id| id.index() >= n) {
        return Err(instr_error(
            instr,
            format!(
                "refers to instruction #{} but the computation has {n}",
                bad.index()
            ),
        ));
    }
    if let Some(bad) = instr
        .called_computations()
        .into_iter()
        .find(|c| c.index() >= module.computations.len())
    {
        return Err(instr_error(
            instr,
            format!(
                "calls computation #{} but the module has {}",
                bad.index(),
                module.computations.len()
            ),
        ));
    }
    if let Arity::Fixed(k) = instr.opcode.arity() {
        if instr.operands.len() != k {
            return Err(instr_error(
                instr,
                format!("expected {k} operand(s), got {}", instr.operands.len()),
            ));
        }
    }
    if instr.opcode == Opcode::CustomCall && instr.attrs.custom_call_target.is_none() {
        return Err(instr_error(
            instr,
            "custom-call requires custom_call_target",
        ));
    }
    check_valid_shape(&instr.shape)
        .map_err(|e| instr_error(instr, format!("invalid shape {}: {e}", human(&instr.shape))))
}

/// Array shapes have an array element type, non-negative dimensions and a layout that is a
/// permutation of the dimensions.
fn check_valid_shape(shape: &Shape) -> std::result::Result<(), String> {
    match shape {
        Shape::Token => Ok(()),
        Shape::Tuple(elems) => elems.iter().try_for_each(check_valid_shape),
        Shape::Array(a) => check_valid_array(a),
    }
}

fn check_valid_array(a: &ArrayShape) -> std::result::Result<(), String> {
    if !a.ty.is_array_type() {
        return Err(format!("{} is not an array element type", a.ty));
    }
    if let Some(d) = a.dims.iter().find(|d| **d < 0) {
        return Err(format!("dimension size {d} is negative"));
    }
    if !a.dynamic.is_empty() && a.dynamic.len() != a.dims.len() {
        return Err("the dynamic-dimension flags do not match the rank".to_string());
    }
    if let Some(layout) = &a.layout {
        let m2m = &layout.minor_to_major;
        let mut sorted = m2m.clone();
        sorted.sort_unstable();
        if !m2m.is_empty() && !sorted.iter().copied().eq(0..a.rank() as i64) {
            return Err(format!(
                "layout {m2m:?} is not a permutation of the {} dimensions",
                a.rank()
            ));
        }
    }
    Ok(())
}

/// `parameters[i]` is `parameter(i)`, and every parameter instruction is listed: numbers run
/// 0..n without gaps or repeats.
fn check_parameters(comp: &Computation) -> Result<()> {
    for (i, id) in comp.parameters.iter().enumerate() {
        let instr = comp.instructions.get(id.index()).ok_or_else(|| {
            comp_error(
                comp,
                format!(
                    "parameter {i} is instruction #{}, which does not exist",
                    id.index()
                ),
            )
        })?;
        if instr.opcode != Opcode::Parameter || instr.attrs.parameter_number != Some(i as i64) {
            return Err(instr_error(
                instr,
                format!("listed as the computation's parameter {i}, but it is not parameter({i})"),
            ));
        }
    }
    let count = comp.parameters.len() as i64;
    for (index, instr) in comp.instructions.iter().enumerate() {
        if instr.opcode != Opcode::Parameter {
            continue;
        }
        let number = instr.attrs.parameter_number.unwrap_or(-1);
        let listed = comp.parameters.iter().any(|p| p.index() == index);
        if number < 0 || number >= count || !listed {
            return Err(instr_error(
                instr,
                format!(
                    "parameter numbers must run 0..n without gaps or repeats; expected a number in \
                     0..{count} not used by another parameter, got {number}"
                ),
            ));
        }
    }
    Ok(())
}

/// No instruction may depend on itself through operands or control predecessors.
fn check_acyclic(comp: &Computation) -> Result<()> {
    const NEW: u8 = 0;
    const ACTIVE: u8 = 1;
    const DONE: u8 = 2;
    let n = comp.instructions.len();
    let mut state = vec![NEW; n];
    let deps = |i: usize| -> Vec<usize> {
        let instr = &comp.instructions[i];
        instr
            .operands
            .iter()
            .chain(&instr.control_predecessors)
            .map(|o| o.index())
            .filter(|&d| d < n)
            .collect()
    };
    for start in 0..n {
        if state[start] != NEW {
            continue;
        }
        state[start] = ACTIVE;
        let mut stack = vec![(start, deps(start), 0usize)];
        while let Some((node, node_deps, next)) = stack.last_mut() {
            let Some(&dep) = node_deps.get(*next) else {
                state[*node] = DONE;
                stack.pop();
                continue;
            };
            *next += 1;
            match state[dep] {
                ACTIVE => {
                    return Err(instr_error(
                        &comp.instructions[dep],
                        "depends on itself (a cycle through operands or control predecessors)",
                    ))
                }
                NEW => {
                    state[dep] = ACTIVE;
                    stack.push((dep, deps(dep), 0));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// No computation may call itself, directly or through others.
fn check_call_graph(module: &Module) -> Result<()> {
    let n = module.computations.len();
    let callees = |c: usize| -> Vec<usize> {
        let mut out: Vec<usize> = module.computations[c]
            .instructions
            .iter()
            .flat_map(|i| i.called_computations())
            .map(CompId::index)
            .filter(|&d| d < n)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    };
    let mut state = vec![0u8; n];
    for start in 0..n {
        if state[start] != 0 {
            continue;
        }
        state[start] = 1;
        let mut stack = vec![(start, callees(start), 0usize)];
        while let Some((node, node_callees, next)) = stack.last_mut() {
            let Some(&callee) = node_callees.get(*next) else {
                state[*node] = 2;
                stack.pop();
                continue;
            };
            *next += 1;
            if state[callee] == 1 {
                let comp = &module.computations[callee];
                return Err(comp_error(
                    comp,
                    "calls itself (directly or through other computations)",
                ));
            }
            if state[callee] == 0 {
                state[callee] = 1;
                stack.push((callee, callees(callee), 0));
            }
        }
    }
    Ok(())
}

/// The declared shape must be what the operands, attributes and callees imply.
fn check_shape(module: &Module, comp: &Computation, instr: &Instruction) -> Result<()> {
    match infer_shape(module, comp, instr) {
        Ok(inferred) if inferred.compatible(&instr.shape) => Ok(()),
        Ok(inferred) => Err(instr_error(
            instr,
            format!(
                "expected shape {} from operands/attributes, but declared {}",
                human(&inferred),
                human(&instr.shape)
            ),
        )),
        Err(ShapeError::NotInferred) => Ok(()),
        Err(ShapeError::Invalid(msg)) => Err(instr_error(instr, msg)),
    }
}

/// `entry_computation_layout`, when present, must describe the entry computation's signature.
fn check_entry_layout(module: &Module) -> Result<()> {
    let Some(layout) = &module.config.entry_computation_layout else {
        return Ok(());
    };
    let entry = module.entry_computation();
    let sig = entry.program_shape();
    let mismatch = |what: String| {
        Error::new(
            entry.span,
            format!(
                "entry_computation_layout does not match ENTRY computation {}: {what}",
                entry.name
            ),
        )
    };
    if layout.parameters.len() != sig.parameters.len() {
        return Err(mismatch(format!(
            "the layout has {} parameter(s), the computation {}",
            layout.parameters.len(),
            sig.parameters.len()
        )));
    }
    for (i, (l, p)) in layout.parameters.iter().zip(&sig.parameters).enumerate() {
        if !l.compatible(p) {
            return Err(mismatch(format!(
                "parameter {i} is {} in the layout but {} in the computation",
                human(l),
                human(p)
            )));
        }
    }
    if !layout.result.compatible(&sig.result) {
        return Err(mismatch(format!(
            "the result is {} in the layout but {} in the computation",
            human(&layout.result),
            human(&sig.result)
        )));
    }
    Ok(())
}
