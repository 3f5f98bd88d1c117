//! `cholesky` and `triangular-solve` over the buffers, one matrix of the batch at a time:
//! each is read as f64 (or complex f64), factored or solved by the interpreter's own routines
//! (`kiln_eval::routines::{cholesky_one, solve_one}`) and rounded once into the result, as
//! the interpreter does: bit for bit its results.

use super::buffer::{load_c128, load_f64, operand_bufs, result_bufs, store_c128, store_f64, Buf};
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::{cholesky_one, solve_one, Field, SolveSpec};
use kiln_hlo::{Error, PrimitiveType, TriangularTranspose};
use num_complex::Complex64;

/// The element types these routines read and write.
fn supported(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(ty, F16 | BF16 | F32 | F64 | C64 | C128)
}

/// The size `n` of the `[.., n, n]` matrices of `dims`.
fn square(dims: &[usize]) -> Option<usize> {
    let r = dims.len();
    (r >= 2 && dims[r - 1] == dims[r - 2]).then(|| dims[r - 1])
}

fn one_array(bufs: Vec<Buf>) -> Result<Buf, String> {
    let [b] = bufs.try_into().map_err(|_| "expected one array")?;
    Ok(b)
}

/// Reads a buffer as real or complex values, runs `real` or `complex` on them and stores
/// the result into `out`.
fn run_values(
    inputs: &[&Buf],
    out: &Buf,
    buffers: &[SendPtr],
    real: impl Fn(&[Vec<f64>]) -> Vec<f64>,
    complex: impl Fn(&[Vec<Complex64>]) -> Vec<Complex64>,
) -> Result<(), Error> {
    let unreadable = |b: &Buf| Error::msg(format!("cannot read {} values", b.ty));
    if out.ty.is_complex() {
        let v = inputs
            .iter()
            .map(|b| load_c128(b, buffers)?.ok_or_else(|| unreadable(b)))
            .collect::<Result<Vec<_>, _>>()?;
        store_c128(out, buffers, &complex(&v))
    } else {
        let v = inputs
            .iter()
            .map(|b| load_f64(b, buffers)?.ok_or_else(|| unreadable(b)))
            .collect::<Result<Vec<_>, _>>()?;
        store_f64(out, buffers, &real(&v))
    }
}

/// One planned Cholesky factorization.
pub struct CholeskyCall {
    operand: Buf,
    out: Buf,
    n: usize,
    lower: bool,
}

/// Plans the cholesky in `ctx`, or says why it stays on the interpreter.
pub fn plan_cholesky(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let operand = one_array(operand_bufs(ctx, 0)?)?;
    let out = one_array(result_bufs(ctx)?)?;
    let n = square(&operand.sizes()).ok_or("cholesky needs square matrices")?;
    if !supported(operand.ty) || out.ty != operand.ty || out.dims != operand.dims {
        return Err(format!("cholesky of {} is not supported", operand.ty));
    }
    Ok(Box::new(CholeskyCall {
        operand,
        out,
        n,
        lower: ctx.instruction().attrs.lower.unwrap_or(false),
    }))
}

impl LibraryCall for CholeskyCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let (n, lower) = (self.n, self.lower);
        fn each<T: Field>(v: &[T], n: usize, lower: bool) -> Vec<T> {
            if n == 0 {
                return Vec::new();
            }
            v.chunks_exact(n * n)
                .flat_map(|m| cholesky_one(m, n, lower))
                .collect()
        }
        run_values(
            &[&self.operand],
            &self.out,
            buffers,
            |v| each(&v[0], n, lower),
            |v| each(&v[0], n, lower),
        )
    }
}

/// One planned triangular solve.
pub struct SolveCall {
    a: Buf,
    b: Buf,
    out: Buf,
    spec: SolveSpec,
}

/// Plans the triangular-solve in `ctx`, or says why it stays on the interpreter.
pub fn plan_solve(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let attrs = &ctx.instruction().attrs;
    let a = one_array(operand_bufs(ctx, 0)?)?;
    let b = one_array(operand_bufs(ctx, 1)?)?;
    let out = one_array(result_bufs(ctx)?)?;
    let (ad, bd) = (a.sizes(), b.sizes());
    let m = square(&ad).ok_or("triangular-solve needs square matrices")?;
    let r = bd.len();
    let left_side = attrs.left_side.unwrap_or(false);
    let fits = r == ad.len()
        && ad[..r - 2] == bd[..r - 2]
        && (if left_side { bd[r - 2] } else { bd[r - 1] }) == m;
    let types_ok = supported(a.ty)
        && supported(b.ty)
        && a.ty.is_complex() == b.ty.is_complex()
        && out.ty == b.ty
        && out.dims == b.dims;
    if !fits || !types_ok {
        return Err("triangular-solve operands do not fit".into());
    }
    let spec = SolveSpec {
        left_side,
        lower: attrs.lower.unwrap_or(false),
        unit_diagonal: attrs.unit_diagonal.unwrap_or(false),
        transpose: attrs
            .transpose_a
            .unwrap_or(TriangularTranspose::NoTranspose),
        m,
        k: if left_side { bd[r - 1] } else { bd[r - 2] },
    };
    Ok(Box::new(SolveCall { a, b, out, spec }))
}

impl LibraryCall for SolveCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let spec = self.spec;
        fn each<T: Field>(a: &[T], b: &[T], spec: SolveSpec) -> Vec<T> {
            let (ms, bs) = (spec.m * spec.m, spec.m * spec.k);
            if ms == 0 || bs == 0 {
                return b.to_vec();
            }
            a.chunks_exact(ms)
                .zip(b.chunks_exact(bs))
                .flat_map(|(a, b)| solve_one(a, b, spec))
                .collect()
        }
        run_values(
            &[&self.a, &self.b],
            &self.out,
            buffers,
            |v| each(&v[0], &v[1], spec),
            |v| each(&v[0], &v[1], spec),
        )
    }
}
