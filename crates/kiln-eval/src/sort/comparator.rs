//! Sort comparators, evaluated per comparison without building literals.
//!
//! A sort calls its comparator O(n log n) times, so the usual comparators are compiled into a
//! tiny straight-line program over scalar values: parameters, constants, `compare` (any
//! direction, float or total order), `select`, `and`/`or`/`xor`/`not`. That covers what JAX
//! emits (`compare(p0, p1), direction=LT`, the NaN- and zero-canonicalizing total-order
//! comparator, lexicographic multi-key comparators). Anything else (another opcode, complex or
//! f8 elements, a comparison type that does not match the operand type) runs the computation
//! through the evaluator, which is always correct, only slower.

use crate::util::copy_element;
use crate::{Evaluator, OpError};
use kiln_hlo::{
    ArrayData, ArrayLiteral, CompId, ComparisonDirection, ComparisonType, Computation,
    ConstantValue, Instruction, Literal, Opcode, PrimitiveType, Shape,
};

/// A scalar value inside a compiled comparator. Floats keep both their value (for IEEE
/// comparisons) and their total-order key (for `type=TOTALORDER`), computed from their bits.
#[derive(Clone, Copy, Debug)]
enum Val {
    Pred(bool),
    Int(i128),
    Float { v: f64, key: i64 },
}

#[derive(Clone, Copy, Debug)]
enum Node {
    /// Operand `operand` at the left (`rhs == false`) or right position of the comparison.
    Param {
        operand: usize,
        rhs: bool,
    },
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

/// A compiled comparator: nodes in dependency order; the last is the root.
pub(crate) struct Program {
    nodes: Vec<Node>,
    scratch: Vec<Val>,
}

pub(crate) enum Comparator<'a, 'm> {
    Compiled(Program),
    General {
        ev: &'a Evaluator<'m>,
        comp: CompId,
        args: Vec<Literal>,
    },
}

impl<'a, 'm> Comparator<'a, 'm> {
    /// Checks the comparator's signature against the operand types and compiles it if it can.
    pub(crate) fn new(
        ev: &'a Evaluator<'m>,
        comp: CompId,
        types: &[PrimitiveType],
    ) -> Result<Self, String> {
        let computation = ev
            .module
            .computations
            .get(comp.index())
            .ok_or_else(|| format!("comparator #{} does not exist", comp.index()))?;
        let params: Vec<Shape> = types
            .iter()
            .flat_map(|&t| [Shape::scalar(t), Shape::scalar(t)])
            .collect();
        let sig = computation.program_shape();
        let ok = sig.parameters.len() == params.len()
            && sig
                .parameters
                .iter()
                .zip(&params)
                .all(|(a, b)| a.compatible(b));
        if !ok || !sig.result.compatible(&Shape::scalar(PrimitiveType::Pred)) {
            return Err(format!(
                "comparator {} has signature {sig}, expected {} scalars returning pred[]",
                computation.name,
                params.len()
            ));
        }
        if let Some(program) = compile(computation, types) {
            return Ok(Comparator::Compiled(program));
        }
        let args = params
            .iter()
            .map(|s| ArrayLiteral::zeros(s.element_type(), vec![]).map(Literal::Array))
            .collect::<Result<_, _>>()?;
        Ok(Comparator::General { ev, comp, args })
    }

    /// `comparator(operands at i, operands at j)`: whether element i sorts before element j.
    pub(crate) fn less(
        &mut self,
        operands: &[&ArrayLiteral],
        i: usize,
        j: usize,
    ) -> Result<bool, OpError> {
        match self {
            Comparator::Compiled(p) => Ok(p.run(operands, i, j)),
            Comparator::General { ev, comp, args } => {
                for (k, a) in operands.iter().enumerate() {
                    set_scalar(&mut args[2 * k], &a.data, i)?;
                    set_scalar(&mut args[2 * k + 1], &a.data, j)?;
                }
                match ev.call(*comp, args)? {
                    Literal::Array(ArrayLiteral {
                        data: ArrayData::Pred(v),
                        ..
                    }) if v.len() == 1 => Ok(v[0]),
                    other => Err(
                        format!("comparator returned {}, expected pred[]", other.shape()).into(),
                    ),
                }
            }
        }
    }
}

fn set_scalar(lit: &mut Literal, src: &ArrayData, i: usize) -> Result<(), String> {
    match lit {
        Literal::Array(a) => copy_element(&mut a.data, 0, src, i),
        _ => Err("internal error: scalar argument is not an array".into()),
    }
}

impl Program {
    fn run(&mut self, operands: &[&ArrayLiteral], i: usize, j: usize) -> bool {
        for (n, node) in self.nodes.iter().enumerate() {
            let s = &self.scratch;
            let v = match *node {
                Node::Param { operand, rhs } => {
                    let a = operands[operand];
                    load(&a.data, if rhs { j } else { i }).unwrap_or(Val::Pred(false))
                }
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
            self.scratch[n] = v;
        }
        self.scratch.last().is_some_and(|&v| truth(v))
    }
}

fn truth(v: Val) -> bool {
    matches!(v, Val::Pred(true))
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

/// Element `i` of `data` as a comparator value; `None` for storage the program cannot handle.
fn load(data: &ArrayData, i: usize) -> Option<Val> {
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
        ArrayData::F16(v) => float(v.get(i)?.to_f64(), v.get(i)?.to_bits() as i16 as i64, 15),
        ArrayData::BF16(v) => float(v.get(i)?.to_f64(), v.get(i)?.to_bits() as i16 as i64, 15),
        ArrayData::F32(v) => float(*v.get(i)? as f64, v.get(i)?.to_bits() as i32 as i64, 31),
        ArrayData::F64(v) => float(*v.get(i)?, v.get(i)?.to_bits() as i64, 63),
        ArrayData::C64(_) | ArrayData::C128(_) => return None,
    })
}

/// A float value with its total-order key: the sign-extended bits, with the magnitude bits
/// flipped for negative numbers so that -NaN < -inf < .. < -0 < +0 < .. < +inf < +NaN.
fn float(v: f64, signed_bits: i64, magnitude_bits: u32) -> Val {
    let mask = (1i64 << magnitude_bits) - 1;
    let key = if signed_bits < 0 {
        signed_bits ^ mask
    } else {
        signed_bits
    };
    Val::Float { v, key }
}

/// Compiles `comp` if every instruction is one the program supports and every element type is
/// one `load` decodes exactly.
fn compile(comp: &Computation, types: &[PrimitiveType]) -> Option<Program> {
    let decodable = |t: PrimitiveType| {
        t == PrimitiveType::Pred
            || (t.is_integral() && t.bit_width() >= 8)
            || matches!(
                t,
                PrimitiveType::F16 | PrimitiveType::BF16 | PrimitiveType::F32 | PrimitiveType::F64
            )
    };
    if !types.iter().all(|&t| decodable(t)) {
        return None;
    }
    let order = comp.post_order();
    let mut slot = vec![usize::MAX; comp.instructions.len()];
    let mut nodes = Vec::with_capacity(order.len());
    for id in order {
        let instr = comp.instructions.get(id.index())?;
        let arg = |k: usize| -> Option<usize> {
            let s = *slot.get(instr.operands.get(k)?.index())?;
            (s != usize::MAX).then_some(s)
        };
        let node = match instr.opcode {
            Opcode::Parameter => {
                let p = usize::try_from(instr.attrs.parameter_number?).ok()?;
                (p < 2 * types.len()).then_some(Node::Param {
                    operand: p / 2,
                    rhs: p % 2 == 1,
                })?
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
    // The root must be the last node for `run` to return it.
    let root = *slot.get(comp.root.index())?;
    if root != nodes.len().checked_sub(1)? {
        nodes.push(Node::Or(root, root));
    }
    let scratch = vec![Val::Pred(false); nodes.len()];
    Some(Program { nodes, scratch })
}

fn is_pred(instr: &Instruction) -> bool {
    instr.shape.element_type() == PrimitiveType::Pred && instr.shape.dims().is_empty()
}

/// A compare node, if its comparison type matches its operand type exactly.
fn compare_node(instr: &Instruction, a: usize, b: usize, comp: &Computation) -> Option<Node> {
    let dir = instr.attrs.direction?;
    let operand = comp.instructions.get(instr.operands.first()?.index())?;
    let ty = operand.shape.element_type();
    let total = match (instr.attrs.comparison_type, ty) {
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
    let t = a.ty;
    let supported = t == PrimitiveType::Pred
        || (t.is_integral() && t.bit_width() >= 8)
        || matches!(
            t,
            PrimitiveType::F16 | PrimitiveType::BF16 | PrimitiveType::F32 | PrimitiveType::F64
        );
    if !a.dims.is_empty() || !supported {
        return None;
    }
    load(&a.data, 0)
}
