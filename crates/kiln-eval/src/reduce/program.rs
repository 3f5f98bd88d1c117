//! Small scalar computations compiled to a straight-line program, for the computations that
//! are called once per element or per comparison: sort comparators and variadic reducers
//! such as argmax.
//!
//! The program covers parameters, constants, `compare` (any direction; float, total order,
//! signed, unsigned), `select`, `and`/`or`/`xor`/`not` on pred, and a tuple at the root. That
//! is what JAX emits for comparators (plain `LT`/`GT`, the NaN- and zero-canonicalizing
//! total-order comparator, lexicographic multi-key ones) and for argmax/argmin. It does no
//! arithmetic, so values pass through unchanged and are stored back bit for bit. Anything else
//! (another opcode, complex, f8 or sub-byte elements, a comparison type that does not match
//! the operand type) does not compile, and the caller runs the computation through the
//! evaluator instead.

use crate::elementwise::flush;
use half::{bf16, f16};
use kiln_hlo::{
    ArrayData, ComparisonDirection, ComparisonType, Computation, ConstantValue, Instruction,
    Literal, Opcode, PrimitiveType,
};

/// A scalar value. Floats keep their value for IEEE comparisons (denormals flushed to a zero
/// of their sign, as the evaluator's `compare` reads them: XLA:CPU compares under DAZ; f16
/// has no f32 denormals), their total-order key (for `type=TOTALORDER`) and their bits (to
/// be stored back exactly).
#[derive(Clone, Copy, Debug)]
pub enum Val {
    Pred(bool),
    Int(i128),
    Float { v: f64, key: i64, bits: u64 },
}

#[derive(Clone, Copy, Debug)]
enum Node {
    Param(usize),
    Const(Val),
    Compare {
        a: usize,
        b: usize,
        dir: ComparisonDirection,
        total: bool,
    },
    Select {
        p: usize,
        a: usize,
        b: usize,
    },
    And(usize, usize),
    Or(usize, usize),
    Xor(usize, usize),
    Not(usize),
}

/// A compiled computation: nodes in dependency order, and the nodes holding its results.
#[derive(Clone, Debug)]
pub struct ScalarProgram {
    nodes: Vec<Node>,
    outputs: Vec<usize>,
    values: Vec<Val>,
}

impl ScalarProgram {
    /// Compiles `comp`, whose parameter `p` has type `param_types[p]`; `None` if it uses
    /// anything the program does not cover.
    pub fn compile(comp: &Computation, param_types: &[PrimitiveType]) -> Option<Self> {
        if !param_types.iter().all(|&t| supported(t)) {
            return None;
        }
        let mut slot = vec![usize::MAX; comp.instructions.len()];
        let mut nodes = Vec::new();
        let mut outputs = None;
        for id in comp.post_order() {
            let instr = comp.instructions.get(id.index())?;
            let arg = |k: usize| -> Option<usize> {
                let s = *slot.get(instr.operands.get(k)?.index())?;
                (s != usize::MAX).then_some(s)
            };
            if instr.opcode == Opcode::Tuple && id == comp.root {
                outputs = Some(
                    (0..instr.operands.len())
                        .map(arg)
                        .collect::<Option<Vec<_>>>()?,
                );
                continue;
            }
            let node = match instr.opcode {
                Opcode::Parameter => {
                    let p = usize::try_from(instr.attrs.parameter_number?).ok()?;
                    (p < param_types.len()).then_some(Node::Param(p))?
                }
                Opcode::Constant => Node::Const(constant(instr)?),
                Opcode::Compare => compare_node(instr, arg(0)?, arg(1)?, comp)?,
                Opcode::Select => Node::Select {
                    p: arg(0)?,
                    a: arg(1)?,
                    b: arg(2)?,
                },
                Opcode::And if is_pred(instr) => Node::And(arg(0)?, arg(1)?),
                Opcode::Or if is_pred(instr) => Node::Or(arg(0)?, arg(1)?),
                Opcode::Xor if is_pred(instr) => Node::Xor(arg(0)?, arg(1)?),
                Opcode::Not if is_pred(instr) => Node::Not(arg(0)?),
                _ => return None,
            };
            slot[id.index()] = nodes.len();
            nodes.push(node);
        }
        let outputs = match outputs {
            Some(o) => o,
            None => vec![*slot.get(comp.root.index()).filter(|&&s| s != usize::MAX)?],
        };
        let values = vec![Val::Pred(false); nodes.len()];
        Some(ScalarProgram {
            nodes,
            outputs,
            values,
        })
    }

    pub fn output_count(&self) -> usize {
        self.outputs.len()
    }

    /// Evaluates the program; `param(p)` gives parameter p's value.
    pub fn run(&mut self, mut param: impl FnMut(usize) -> Val) {
        for n in 0..self.nodes.len() {
            let s = &self.values;
            let v = match self.nodes[n] {
                Node::Param(p) => param(p),
                Node::Const(v) => v,
                Node::Compare { a, b, dir, total } => Val::Pred(compare(s[a], s[b], dir, total)),
                Node::Select { p, a, b } => {
                    if truth(s[p]) {
                        s[a]
                    } else {
                        s[b]
                    }
                }
                Node::And(a, b) => Val::Pred(truth(s[a]) & truth(s[b])),
                Node::Or(a, b) => Val::Pred(truth(s[a]) | truth(s[b])),
                Node::Xor(a, b) => Val::Pred(truth(s[a]) ^ truth(s[b])),
                Node::Not(a) => Val::Pred(!truth(s[a])),
            };
            self.values[n] = v;
        }
    }

    /// Result `k` of the last run.
    pub fn output(&self, k: usize) -> Val {
        self.values[self.outputs[k]]
    }
}

pub fn truth(v: Val) -> bool {
    matches!(v, Val::Pred(true))
}

/// Element types `load` decodes exactly (sub-byte, f8 and complex are left to the evaluator).
fn supported(t: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(
        t,
        Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64 | F16 | BF16 | F32 | F64
    )
}

fn compare(a: Val, b: Val, dir: ComparisonDirection, total: bool) -> bool {
    use std::cmp::Ordering;
    use ComparisonDirection::*;
    let ord: Option<Ordering> = match (a, b) {
        (Val::Pred(x), Val::Pred(y)) => Some(x.cmp(&y)),
        (Val::Int(x), Val::Int(y)) => Some(x.cmp(&y)),
        (Val::Float { key: x, .. }, Val::Float { key: y, .. }) if total => Some(x.cmp(&y)),
        // IEEE: every comparison with a NaN is false except `NE`.
        (Val::Float { v: x, .. }, Val::Float { v: y, .. }) => x.partial_cmp(&y),
        _ => None,
    };
    match (dir, ord) {
        (Ne, None) => true,
        (_, None) => false,
        (Eq, Some(o)) => o == Ordering::Equal,
        (Ne, Some(o)) => o != Ordering::Equal,
        (Lt, Some(o)) => o == Ordering::Less,
        (Le, Some(o)) => o != Ordering::Greater,
        (Gt, Some(o)) => o == Ordering::Greater,
        (Ge, Some(o)) => o != Ordering::Less,
    }
}

/// Element `i` of `data` as a value; `None` for complex storage or an index out of range.
pub(crate) fn load(data: &ArrayData, i: usize) -> Option<Val> {
    Some(match data {
        ArrayData::Pred(v) => Val::Pred(*v.get(i)?),
        ArrayData::S8(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::S16(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::S32(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::S64(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::U8(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::U16(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::U32(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::U64(v) => Val::Int(*v.get(i)? as i128),
        ArrayData::F16(v) => float(v.get(i)?.to_f64(), v.get(i)?.to_bits() as u64, 16),
        ArrayData::BF16(v) => float(
            flush(v.get(i)?.to_f32()) as f64,
            v.get(i)?.to_bits() as u64,
            16,
        ),
        ArrayData::F32(v) => float(flush(*v.get(i)?) as f64, v.get(i)?.to_bits() as u64, 32),
        ArrayData::F64(v) => float(flush(*v.get(i)?), v.get(i)?.to_bits(), 64),
        ArrayData::C64(_) | ArrayData::C128(_) => return None,
    })
}

/// A value of type `ty` from its storage bits (Kiln's storage, zero-extended: pred 0/1, f16
/// and bf16 as their 16-bit patterns), as [`load`] decodes it from an array. `None` for the
/// types a program does not handle.
pub fn value_from_bits(ty: PrimitiveType, bits: u64) -> Option<Val> {
    use PrimitiveType::*;
    Some(match ty {
        Pred => Val::Pred(bits & 0xff != 0),
        S8 => Val::Int(bits as i8 as i128),
        S16 => Val::Int(bits as i16 as i128),
        S32 => Val::Int(bits as i32 as i128),
        S64 => Val::Int(bits as i64 as i128),
        U8 => Val::Int(bits as u8 as i128),
        U16 => Val::Int(bits as u16 as i128),
        U32 => Val::Int(bits as u32 as i128),
        U64 => Val::Int(bits as i128),
        F16 => float(f16::from_bits(bits as u16).to_f64(), bits & 0xffff, 16),
        BF16 => float(
            flush(bf16::from_bits(bits as u16).to_f32()) as f64,
            bits & 0xffff,
            16,
        ),
        F32 => float(
            flush(f32::from_bits(bits as u32)) as f64,
            bits & 0xffff_ffff,
            32,
        ),
        F64 => float(flush(f64::from_bits(bits)), bits, 64),
        _ => return None,
    })
}

/// The storage bits of `v` as an element of type `ty` (the inverse of [`value_from_bits`]);
/// `None` when `v` is not a value of that kind of type.
pub fn value_to_bits(ty: PrimitiveType, v: Val) -> Option<u64> {
    use PrimitiveType::*;
    match (ty, v) {
        (Pred, Val::Pred(x)) => Some(x as u64),
        (S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64, Val::Int(x)) => Some(x as u64),
        (F16 | BF16 | F32 | F64, Val::Float { bits, .. }) => Some(bits),
        _ => None,
    }
}

/// Stores `v` as element `i` of `data`, which must be the storage `v` was loaded from.
pub(crate) fn store(data: &mut ArrayData, i: usize, v: Val) -> Result<(), String> {
    let slot_missing = || format!("internal error: element {i} out of range");
    macro_rules! put {
        ($vec:expr, $x:expr) => {
            *$vec.get_mut(i).ok_or_else(slot_missing)? = $x
        };
    }
    match (data, v) {
        (ArrayData::Pred(d), Val::Pred(x)) => put!(d, x),
        (ArrayData::S8(d), Val::Int(x)) => put!(d, x as i8),
        (ArrayData::S16(d), Val::Int(x)) => put!(d, x as i16),
        (ArrayData::S32(d), Val::Int(x)) => put!(d, x as i32),
        (ArrayData::S64(d), Val::Int(x)) => put!(d, x as i64),
        (ArrayData::U8(d), Val::Int(x)) => put!(d, x as u8),
        (ArrayData::U16(d), Val::Int(x)) => put!(d, x as u16),
        (ArrayData::U32(d), Val::Int(x)) => put!(d, x as u32),
        (ArrayData::U64(d), Val::Int(x)) => put!(d, x as u64),
        (ArrayData::F16(d), Val::Float { bits, .. }) => put!(d, f16::from_bits(bits as u16)),
        (ArrayData::BF16(d), Val::Float { bits, .. }) => put!(d, bf16::from_bits(bits as u16)),
        (ArrayData::F32(d), Val::Float { bits, .. }) => put!(d, f32::from_bits(bits as u32)),
        (ArrayData::F64(d), Val::Float { bits, .. }) => put!(d, f64::from_bits(bits)),
        (d, v) => {
            return Err(format!(
                "internal error: cannot store {v:?} in {} storage",
                d.storage_name()
            ))
        }
    }
    Ok(())
}

/// A float of `width` bits. Its total-order key is the bits read as a signed integer, with
/// the magnitude bits flipped for negative numbers, so that
/// -NaN < -inf < .. < -0 < +0 < .. < +inf < +NaN.
fn float(v: f64, bits: u64, width: u32) -> Val {
    let signed = ((bits << (64 - width)) as i64) >> (64 - width);
    let magnitude = ((1u64 << (width - 1)) - 1) as i64;
    let key = if signed < 0 {
        signed ^ magnitude
    } else {
        signed
    };
    Val::Float { v, key, bits }
}

fn is_pred(instr: &Instruction) -> bool {
    instr.shape.element_type() == PrimitiveType::Pred && instr.shape.dims().is_empty()
}

/// A compare node, if its comparison type matches its operand type exactly.
fn compare_node(instr: &Instruction, a: usize, b: usize, comp: &Computation) -> Option<Node> {
    let dir = instr.attrs.direction?;
    let operand = comp.instructions.get(instr.operands.first()?.index())?;
    let total = match (instr.attrs.comparison_type, operand.shape.element_type()) {
        (Some(ComparisonType::TotalOrder), t) if t.is_float() => true,
        (None | Some(ComparisonType::Float), t) if t.is_float() => false,
        (None, PrimitiveType::Pred) => false,
        (None | Some(ComparisonType::Signed), t) if t.is_signed_int() => false,
        (None | Some(ComparisonType::Unsigned), t) if t.is_unsigned_int() => false,
        _ => return None,
    };
    Some(Node::Compare { a, b, dir, total })
}

/// A scalar constant as a value, when its type is one the program handles.
fn constant(instr: &Instruction) -> Option<Val> {
    let Some(ConstantValue::Literal(Literal::Array(a))) = &instr.attrs.constant else {
        return None;
    };
    if !a.dims.is_empty() || !supported(a.ty) {
        return None;
    }
    load(&a.data, 0)
}
