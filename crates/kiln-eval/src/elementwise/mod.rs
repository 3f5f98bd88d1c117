//! Elementwise ops, for every element type they are defined on, as XLA:CPU computes them.
//!
//! - `unary.rs`, `binary.rs`: the scalar function of each opcode per element kind;
//!   `binary_rows.rs`: binary ops over whole rows, for the compiled scatter;
//! - `compare.rs`: compare (FLOAT and TOTALORDER orders) and select;
//! - `convert.rs`: convert, bitcast-convert, reduce-precision;
//! - `lift.rs`: running a scalar function over arrays of any storage type;
//! - `scalar.rs`, `math.rs`: the scalar traits and the special functions std lacks.
//!
//! Operands of one op have equal dimensions (HLO has no implicit broadcasting); the exceptions
//! are select's predicate and clamp's bounds, which may be scalars.

mod binary;
mod binary_rows;
mod compare;
mod complex;
pub(crate) mod convert;
mod lift;
mod math;
mod scalar;
mod unary;

pub use binary::ScalarBinaryOp;
pub use binary_rows::RowElement;

pub(crate) use scalar::flush;

use crate::util::array;
use crate::OpResult;
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, Opcode, PrimitiveType};

/// Operand `i` as an array.
fn operand<'a>(ops: &[&'a Literal], i: usize) -> Result<&'a ArrayLiteral, String> {
    let lit = ops.get(i).ok_or_else(|| format!("missing operand {i}"))?;
    array(lit)
}

/// The instruction's result element type (it must be an array).
fn result_type(instr: &Instruction) -> Result<PrimitiveType, String> {
    instr
        .shape
        .as_array()
        .map(|a| a.ty)
        .ok_or_else(|| format!("expected an array result shape, got {}", instr.shape))
}

fn same_dims(a: &ArrayLiteral, b: &ArrayLiteral) -> Result<(), String> {
    // Element by element: a slice comparison would call memcmp, which dominated the cost of
    // scalar computations.
    if a.dims.len() == b.dims.len() && a.dims.iter().zip(&b.dims).all(|(x, y)| x == y) {
        Ok(())
    } else {
        Err(format!(
            "operand dimensions differ: {:?} and {:?}",
            a.dims, b.dims
        ))
    }
}

/// Builds the result, checking the element type against the instruction's shape.
fn finish(instr: &Instruction, ty: PrimitiveType, dims: Vec<i64>, data: ArrayData) -> OpResult {
    let want = result_type(instr)?;
    if want != ty {
        return Err(format!("the result is {ty} but the instruction's shape says {want}").into());
    }
    Ok(Literal::Array(ArrayLiteral::new(ty, dims, data)?))
}

pub(crate) fn unary(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x = operand(ops, 0)?;
    let (ty, data) = unary::apply(instr.opcode, x)?;
    finish(instr, ty, x.dims.clone(), data)
}

pub(crate) fn binary(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    same_dims(a, b)?;
    let (ty, data) = binary::apply(instr.opcode, a, b)?;
    finish(instr, ty, a.dims.clone(), data)
}

/// `a * b + c` (with the product and/or the addend negated) rounded once, for f32 and f64:
/// what XLA:CPU computes when LLVM contracts a multiply feeding an add into an FMA
/// (denormals flushed like any arithmetic).
pub(crate) fn fused_multiply_add(
    instr: &Instruction,
    [a, b, c]: [&Literal; 3],
    negate_product: bool,
    negate_addend: bool,
) -> OpResult {
    let (a, b, c) = (array(a)?, array(b)?, array(c)?);
    same_dims(a, b)?;
    same_dims(a, c)?;
    let (sp, sc) = (
        if negate_product { -1.0 } else { 1.0 },
        if negate_addend { -1.0 } else { 1.0 },
    );
    let data = match (&a.data, &b.data, &c.data) {
        (ArrayData::F32(x), ArrayData::F32(y), ArrayData::F32(z)) => ArrayData::F32(
            (0..x.len())
                .map(|i| {
                    flush((sp as f32 * flush(x[i])).mul_add(flush(y[i]), sc as f32 * flush(z[i])))
                })
                .collect(),
        ),
        (ArrayData::F64(x), ArrayData::F64(y), ArrayData::F64(z)) => ArrayData::F64(
            (0..x.len())
                .map(|i| flush((sp * flush(x[i])).mul_add(flush(y[i]), sc * flush(z[i]))))
                .collect(),
        ),
        _ => {
            return Err(format!("fused multiply-add is only for f32 and f64, got {}", a.ty).into())
        }
    };
    finish(instr, a.ty, a.dims.clone(), data)
}

pub(crate) fn compare(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    same_dims(a, b)?;
    let dir = instr
        .attrs
        .direction
        .ok_or("compare needs a direction= attribute")?;
    let result = compare::compare_arrays(a, b, dir, instr.attrs.comparison_type)?;
    finish(
        instr,
        PrimitiveType::Pred,
        a.dims.clone(),
        ArrayData::Pred(result),
    )
}

pub(crate) fn select(ops: &[&Literal]) -> OpResult {
    let pred = operand(ops, 0)?;
    let ArrayData::Pred(p) = &pred.data else {
        return Err(format!("select needs a pred first operand, got {}", pred.ty).into());
    };
    let (t, f) = (
        ops.get(1).ok_or("missing operand 1")?,
        ops.get(2).ok_or("missing operand 2")?,
    );
    // A scalar predicate may choose between whole tuples too.
    if let (true, Literal::Tuple(_), Literal::Tuple(_)) = (pred.dims.is_empty(), t, f) {
        return Ok(if p[0] { (*t).clone() } else { (*f).clone() });
    }
    let (t, f) = (array(t)?, array(f)?);
    same_dims(t, f)?;
    if t.ty != f.ty {
        return Err(format!(
            "select needs branches of one type, got {} and {}",
            t.ty, f.ty
        )
        .into());
    }
    if !pred.dims.is_empty() && pred.dims != t.dims {
        return Err(format!(
            "select's pred has dimensions {:?}, the branches {:?}",
            pred.dims, t.dims
        )
        .into());
    }
    let data = compare::select_data(p, &t.data, &f.data)?;
    Ok(Literal::Array(ArrayLiteral::new(
        t.ty,
        t.dims.clone(),
        data,
    )?))
}

/// `clamp(min, x, max)` = min(max(x, lo), hi) with the NaN-propagating float max/min.
pub(crate) fn clamp(ops: &[&Literal]) -> OpResult {
    let (lo, x, hi) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
    let lo = broadcast_bound(lo, x, "min")?;
    let hi = broadcast_bound(hi, x, "max")?;
    let (_, low_clamped) = binary::apply(Opcode::Maximum, &lo, x)?;
    let low_clamped = ArrayLiteral::new(x.ty, x.dims.clone(), low_clamped)?;
    let (ty, data) = binary::apply(Opcode::Minimum, &hi, &low_clamped)?;
    Ok(Literal::Array(ArrayLiteral::new(ty, x.dims.clone(), data)?))
}

/// A clamp bound with the operand's dimensions (a scalar bound is repeated).
fn broadcast_bound(
    bound: &ArrayLiteral,
    x: &ArrayLiteral,
    which: &str,
) -> Result<ArrayLiteral, String> {
    if bound.dims == x.dims {
        return Ok(bound.clone());
    }
    if !bound.dims.is_empty() {
        return Err(format!(
            "clamp's {which} has dimensions {:?}, the operand {:?}",
            bound.dims, x.dims
        ));
    }
    let data = crate::util::take(&bound.data, &vec![0; x.data.len()]);
    ArrayLiteral::new(bound.ty, x.dims.clone(), data)
}

pub(crate) fn convert(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x = operand(ops, 0)?;
    let to = result_type(instr)?;
    let data = convert::convert(x, to)?;
    Ok(Literal::Array(ArrayLiteral::new(to, x.dims.clone(), data)?))
}

pub(crate) fn bitcast_convert(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x = operand(ops, 0)?;
    let to = result_type(instr)?;
    let dims = instr.shape.dims().to_vec();
    let data = convert::bitcast(x, to, &dims)?;
    Ok(Literal::Array(ArrayLiteral::new(to, dims, data)?))
}

pub(crate) fn reduce_precision(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x = operand(ops, 0)?;
    let e = instr
        .attrs
        .exponent_bits
        .ok_or("reduce-precision needs exponent_bits=")?;
    let m = instr
        .attrs
        .mantissa_bits
        .ok_or("reduce-precision needs mantissa_bits=")?;
    let data = convert::reduce_precision(x, e, m)?;
    Ok(Literal::Array(ArrayLiteral::new(
        x.ty,
        x.dims.clone(),
        data,
    )?))
}
