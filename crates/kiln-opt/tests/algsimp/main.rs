//! `algsimp` rewrites, one small module each: HLO text in, the rewritten module's
//! instructions checked, and the interpreter's results compared bit for bit before and
//! after on random inputs (see `differential`). Negative tests check that inexact
//! rewrites are not made.

#[path = "../differential/mod.rs"]
mod differential;

use differential::{check, count, entry_opcodes, parse, root};
use kiln_hlo::{ConstantValue, Literal, Module, Opcode, SliceDim};
use kiln_opt::algsimp::AlgebraicSimplifier;
use kiln_opt::Pass;

fn simplify(text: &str) -> Module {
    check(text, &[&AlgebraicSimplifier])
}

/// A one-computation module `ENTRY e { body }`.
fn entry(body: &str) -> String {
    format!("HloModule m\n\nENTRY e {{\n{body}\n}}\n")
}

/// The module with `comps` (full computation texts) before the entry.
fn with_comps(comps: &str, body: &str) -> String {
    format!("HloModule m\n\n{comps}\n\nENTRY e {{\n{body}\n}}\n")
}

const ADD_F32: &str = r#"
add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}"#;
const MAX_F32: &str = r#"
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}"#;

/// A binary op on parameter `p` (of `ty[4]`) and a broadcast constant `c`.
fn binary_with_constant(ty: &str, op: &str, c: &str, constant_left: bool) -> String {
    let operands = if constant_left { "b, p" } else { "p, b" };
    entry(&format!(
        r#"
  p = {ty}[4] parameter(0)
  c = {ty}[] constant({c})
  b = {ty}[4] broadcast(c), dimensions={{}}
  ROOT r = {ty}[4] {op}({operands})"#
    ))
}

/// `p op c`, simplified.
fn bin(ty: &str, op: &str, c: &str) -> Module {
    simplify(&binary_with_constant(ty, op, c, false))
}

/// `c op p`, simplified.
fn bin_left(ty: &str, op: &str, c: &str) -> Module {
    simplify(&binary_with_constant(ty, op, c, true))
}

fn root_is_parameter(m: &Module) -> bool {
    root(m).opcode == Opcode::Parameter
}

/// The root is a broadcast of a scalar constant with these printed value bits.
fn root_is_splat(m: &Module, want: &Literal) -> bool {
    let comp = m.entry_computation();
    let r = root(m);
    let c = match r.opcode {
        Opcode::Broadcast => comp.instr(r.operands[0]),
        _ => r,
    };
    matches!(&c.attrs.constant, Some(ConstantValue::Literal(l)) if l == want)
}

fn changes(text: &str) -> usize {
    AlgebraicSimplifier.run(&parse(text)).expect("algsimp").1
}

mod arithmetic;
mod convert_reduce_dot;
mod shape_ops;
