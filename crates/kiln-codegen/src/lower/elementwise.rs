//! Elementwise ops: unary and binary arithmetic, compare, select, clamp, convert, copy.
//!
//! f16 and bf16 compute in f32 (their loads widen exactly). To give the same results as the
//! interpreter, which rounds every op's result to its element type, each inexact op on a
//! 16-bit float is followed by a rounding `Convert` to that type; ops that cannot produce a
//! value outside the type (negate, abs, max, floor, ...) need none.

use super::builder::{Lowerer, Node};
use super::LowerError;
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType, UnaryOp};
use crate::kir_eval::validate::{binary_type, unary_type};
use kiln_hlo::fma::fma_contraction;
use kiln_hlo::{ComparisonDirection, ComparisonType, InstrId, Opcode, PrimitiveType};

pub(super) fn gen(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let instr = lw.instr(node);
    let ty = lw.elem_type(node, 0)?;
    let storage = hlo_type(lw, node)?;
    if let Some(op) = unary_op(instr.opcode) {
        let x = lw.gen(lw.operand(node, 0)?, idx)?;
        unary_type(op, lw.kernel.type_of(&x)).map_err(|e| lw.error(node, e))?;
        let exact = matches!(
            op,
            UnaryOp::Neg
                | UnaryOp::Abs
                | UnaryOp::Sign
                | UnaryOp::Floor
                | UnaryOp::Ceil
                | UnaryOp::RoundNearestEven
                | UnaryOp::RoundNearestAfz
                | UnaryOp::IsFinite
        );
        let e = Expr::Unary(op, Box::new(x));
        return Ok(if exact { e } else { round16(storage, e) });
    }
    if let Some(fma) = contracted_fma(lw, node, idx)? {
        return Ok(fma);
    }
    if let Some(op) = binary_op(instr.opcode, ty) {
        let a = lw.gen(lw.operand(node, 0)?, idx)?;
        let b = lw.gen(lw.operand(node, 1)?, idx)?;
        let t = lw.kernel.type_of(&a);
        if t != lw.kernel.type_of(&b) {
            return Err(lw.error(node, "operands of different types"));
        }
        binary_type(op, t).map_err(|e| lw.error(node, e))?;
        if let Some(root) = square_root_power(op, &a, &b, t) {
            return Ok(round16(storage, root));
        }
        let exact = matches!(op, BinaryOp::Max | BinaryOp::Min);
        let e = Expr::Binary(op, Box::new(a), Box::new(b));
        return Ok(if exact { e } else { round16(storage, e) });
    }
    match instr.opcode {
        Opcode::Copy => lw.gen(lw.operand(node, 0)?, idx),
        Opcode::Real if !is_complex(lw, lw.operand(node, 0)?) => lw.gen(lw.operand(node, 0)?, idx),
        Opcode::Imag if !is_complex(lw, lw.operand(node, 0)?) => Ok(zero(ty)),
        Opcode::Compare => compare(lw, node, idx),
        Opcode::Select => select(lw, node, idx),
        Opcode::Clamp => clamp(lw, node, idx),
        Opcode::Convert => convert(lw, node, idx),
        op => Err(lw.error(node, format!("`{op}` has no kernel lowering"))),
    }
}

/// The most nodes the base of `x ** 0.5` may have to be computed twice (see
/// [`square_root_power`]).
const MAX_SQRT_BASE_NODES: usize = 8;

/// `x ** 0.5` on f32 (`jnp.sqrt` spelled `x ** 0.5`, common in norms) as a square root, which
/// the kernels compute inline, instead of a call of the scalar f64 `pow` helper per element
/// (46 ms against 0.9 for XLA over 4M elements). The same bits: the helper rounds f64's
/// `pow(x, 0.5)` to f32, and the square root of an f32 rounded first to f64 and then to f32
/// is the correctly rounded f32 square root (53 >= 2·24 + 2 bits: double rounding is
/// harmless), which is what `sqrt` returns. Where the two differ, `pow` gives +0 for -0
/// (`abs` of `sqrt(-0) = -0`) and +inf for -inf (the select); a denormal base is read as
/// zero by both under the kernels' DAZ mode, as XLA does. NaNs stay NaNs. The base is
/// computed twice (compare and root), so only a small one is taken. A base that is an
/// absolute value (`sign(x) * abs(x) ** 0.5`) is neither -0 nor -inf, so its power is the
/// plain square root: one op where the fix-ups take three (a tile program of three steps
/// instead of six, `vector::tile`).
fn square_root_power(op: BinaryOp, a: &Expr, b: &Expr, t: ScalarType) -> Option<Expr> {
    let half = matches!(b, Expr::Float(v, ScalarType::F32) if *v == 0.5);
    if op != BinaryOp::Pow || t != ScalarType::F32 || !half {
        return None;
    }
    if matches!(a, Expr::Unary(UnaryOp::Abs, _)) {
        return Some(Expr::Unary(UnaryOp::Sqrt, Box::new(a.clone())));
    }
    if nodes(a) > MAX_SQRT_BASE_NODES {
        return None;
    }
    let root = Expr::Unary(
        UnaryOp::Abs,
        Box::new(Expr::Unary(UnaryOp::Sqrt, Box::new(a.clone()))),
    );
    let neg_inf = Expr::Cmp {
        op: CmpOp::Eq,
        total_order: false,
        lhs: Box::new(a.clone()),
        rhs: Box::new(Expr::Float(f64::NEG_INFINITY, ScalarType::F32)),
    };
    let inf = Expr::Float(f64::INFINITY, ScalarType::F32);
    Some(Expr::Select(
        Box::new(neg_inf),
        Box::new(inf),
        Box::new(root),
    ))
}

/// The number of nodes of `e`.
fn nodes(e: &Expr) -> usize {
    1 + e.operands().map(nodes).sum::<usize>()
}

fn hlo_type(lw: &Lowerer, node: Node) -> Result<PrimitiveType, LowerError> {
    match lw.instr(node).shape.as_array() {
        Some(a) => Ok(a.ty),
        None => Err(lw.error(node, "the result is not an array")),
    }
}

fn is_complex(lw: &Lowerer, node: Node) -> bool {
    lw.instr(node).shape.element_type().is_complex()
}

fn zero(ty: ScalarType) -> Expr {
    if ty.is_float() {
        Expr::Float(0.0, ty.compute_type())
    } else {
        Expr::Int(0, ty)
    }
}

/// Rounds an f32 result to the op's 16-bit float type (no-op for other types).
fn round16(storage: PrimitiveType, e: Expr) -> Expr {
    match storage {
        PrimitiveType::F16 => Expr::Convert(ScalarType::F16, Box::new(e)),
        PrimitiveType::BF16 => Expr::Convert(ScalarType::BF16, Box::new(e)),
        _ => e,
    }
}

fn unary_op(op: Opcode) -> Option<UnaryOp> {
    use Opcode::*;
    Some(match op {
        Abs => UnaryOp::Abs,
        Negate => UnaryOp::Neg,
        Not => UnaryOp::Not,
        Sign => UnaryOp::Sign,
        Floor => UnaryOp::Floor,
        Ceil => UnaryOp::Ceil,
        RoundNearestEven => UnaryOp::RoundNearestEven,
        RoundNearestAfz => UnaryOp::RoundNearestAfz,
        Sqrt => UnaryOp::Sqrt,
        Rsqrt => UnaryOp::Rsqrt,
        Cbrt => UnaryOp::Cbrt,
        Exp => UnaryOp::Exp,
        Expm1 => UnaryOp::Expm1,
        Log => UnaryOp::Log,
        Log1p => UnaryOp::Log1p,
        Logistic => UnaryOp::Logistic,
        Sine => UnaryOp::Sin,
        Cosine => UnaryOp::Cos,
        Tan => UnaryOp::Tan,
        Tanh => UnaryOp::Tanh,
        Erf => UnaryOp::Erf,
        IsFinite => UnaryOp::IsFinite,
        Clz => UnaryOp::Clz,
        Popcnt => UnaryOp::Popcnt,
        _ => return None,
    })
}

/// The kernel op of a binary opcode on `ty`; pred arithmetic is logic (XLA treats pred as
/// 0/1 with nonzero true: add and max are or, multiply and min are and).
fn binary_op(op: Opcode, ty: ScalarType) -> Option<BinaryOp> {
    use Opcode::*;
    if ty == ScalarType::Pred {
        return Some(match op {
            Add | Or | Maximum => BinaryOp::Or,
            Multiply | And | Minimum => BinaryOp::And,
            Xor => BinaryOp::Xor,
            _ => return None,
        });
    }
    Some(match op {
        Add => BinaryOp::Add,
        Subtract => BinaryOp::Sub,
        Multiply => BinaryOp::Mul,
        Divide => BinaryOp::Div,
        Remainder => BinaryOp::Rem,
        Maximum => BinaryOp::Max,
        Minimum => BinaryOp::Min,
        Power => BinaryOp::Pow,
        Atan2 => BinaryOp::Atan2,
        And => BinaryOp::And,
        Or => BinaryOp::Or,
        Xor => BinaryOp::Xor,
        ShiftLeft => BinaryOp::Shl,
        ShiftRightArithmetic => BinaryOp::ShrArithmetic,
        ShiftRightLogical => BinaryOp::ShrLogical,
        _ => return None,
    })
}

fn compare(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let instr = lw.instr(node);
    let dir = instr
        .attrs
        .direction
        .ok_or_else(|| lw.error(node, "compare without direction"))?;
    let a = lw.gen(lw.operand(node, 0)?, idx)?;
    let b = lw.gen(lw.operand(node, 1)?, idx)?;
    let t = lw.kernel.type_of(&a);
    if t != lw.kernel.type_of(&b) {
        return Err(lw.error(node, "operands of different types"));
    }
    let op = match dir {
        ComparisonDirection::Eq => CmpOp::Eq,
        ComparisonDirection::Ne => CmpOp::Ne,
        ComparisonDirection::Lt => CmpOp::Lt,
        ComparisonDirection::Le => CmpOp::Le,
        ComparisonDirection::Gt => CmpOp::Gt,
        ComparisonDirection::Ge => CmpOp::Ge,
    };
    Ok(Expr::Cmp {
        op,
        total_order: t.is_float()
            && instr.attrs.comparison_type == Some(ComparisonType::TotalOrder),
        lhs: Box::new(a),
        rhs: Box::new(b),
    })
}

/// An operand that is either an array like the result or a scalar broadcast over it
/// (select's predicate, clamp's bounds).
fn scalar_or_same(
    lw: &mut Lowerer,
    node: Node,
    i: usize,
    idx: &[Expr],
) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, i)?;
    let rank = lw.dims(operand)?.len();
    if rank == 0 && !idx.is_empty() {
        lw.gen(operand, &[])
    } else {
        lw.gen(operand, idx)
    }
}

fn select(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let cond = scalar_or_same(lw, node, 0, idx)?;
    let a = lw.gen(lw.operand(node, 1)?, idx)?;
    let b = lw.gen(lw.operand(node, 2)?, idx)?;
    if lw.kernel.type_of(&cond) != ScalarType::Pred {
        return Err(lw.error(node, "the predicate is not a pred"));
    }
    Ok(Expr::Select(Box::new(cond), Box::new(a), Box::new(b)))
}

/// `clamp(lo, x, hi)` = `min(hi, max(lo, x))`, in the interpreter's operand order (which
/// decides which NaN comes out when several are NaN).
fn clamp(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let lo = scalar_or_same(lw, node, 0, idx)?;
    let x = lw.gen(lw.operand(node, 1)?, idx)?;
    let hi = scalar_or_same(lw, node, 2, idx)?;
    let ty = lw.kernel.type_of(&x);
    if lw.kernel.type_of(&lo) != ty || lw.kernel.type_of(&hi) != ty {
        return Err(lw.error(node, "bounds of a different type"));
    }
    let (max, min) = match ty {
        ScalarType::Pred => (BinaryOp::Or, BinaryOp::And),
        _ => (BinaryOp::Max, BinaryOp::Min),
    };
    let low = Expr::Binary(max, Box::new(lo), Box::new(x));
    Ok(Expr::Binary(min, Box::new(hi), Box::new(low)))
}

fn convert(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    lw.elem_type(operand, 0)?;
    let to = lw.elem_type(node, 0)?;
    let x = lw.gen(operand, idx)?;
    let from = lw.kernel.type_of(&x);
    // f16/bf16 results need the rounding even from f32; other same-type converts are no-ops.
    if from == to {
        return Ok(x);
    }
    Ok(Expr::Convert(to, Box::new(x)))
}

/// `a*b ± c` as one fused multiply-add, where XLA:CPU gets one: LLVM contracts a multiply
/// whose only use is an f32/f64 add or subtract (the first operand if it qualifies, else the
/// second). The interpreter follows the same rule, so kernels match it and XLA bit for bit.
fn contracted_fma(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Option<Expr>, LowerError> {
    let comp = lw.module.comp(lw.frames[node.frame].comp);
    // A multiply read from an input buffer (an operand of a standalone instruction) is
    // already computed: there is nothing to contract.
    let single_use = |m: InstrId| {
        let n = Node {
            frame: node.frame,
            instr: m,
        };
        lw.use_count(n) == 1 && !lw.frames[node.frame].externals.contains_key(&m)
    };
    let Some(f) = fma_contraction(comp, node.instr, single_use) else {
        return Ok(None);
    };
    let product = Node {
        frame: node.frame,
        instr: f.product,
    };
    let addend = Node {
        frame: node.frame,
        instr: f.addend,
    };
    let a = lw.gen(lw.operand(product, 0)?, idx)?;
    let b = lw.gen(lw.operand(product, 1)?, idx)?;
    let c = lw.gen(addend, idx)?;
    let a = if f.negate_product {
        Expr::Unary(UnaryOp::Neg, Box::new(a))
    } else {
        a
    };
    let c = if f.negate_addend {
        Expr::Unary(UnaryOp::Neg, Box::new(c))
    } else {
        c
    };
    Ok(Some(Expr::Fma(Box::new(a), Box::new(b), Box::new(c))))
}
