//! `dot` (DotGeneral): batch, contracting and free dimensions on both sides.
//!
//! Both operands are rearranged into `[batch, rows, depth]` and `[batch, depth, cols]` blocks
//! of the accumulation type, multiplied block by block, and the `[batch, rows, cols]` product
//! is exactly the result's row-major order: XLA orders dot results as batch dimensions, then
//! the lhs free dimensions, then the rhs free dimensions, each in increasing order.

use super::numeric::{accum_kind, finish, permute, sizes, Accum, AccumKind};
use crate::util::array;
use crate::OpResult;
use kiln_hlo::{ArrayLiteral, DotDims, Instruction, Literal, PrimitiveType};
use num_complex::{Complex32, Complex64};
use std::num::Wrapping;

/// How one dot maps onto a batch of matrix products.
#[derive(Debug)]
struct DotPlan {
    lhs_dims: Vec<usize>,
    rhs_dims: Vec<usize>,
    /// Source dimensions of lhs in `[batch.., free.., contracting..]` order.
    lhs_perm: Vec<usize>,
    /// Source dimensions of rhs in `[batch.., contracting.., free..]` order.
    rhs_perm: Vec<usize>,
    batch: usize,
    rows: usize,
    depth: usize,
    cols: usize,
    out_dims: Vec<i64>,
}

pub(crate) fn dot(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let [lhs, rhs] = ops else {
        return Err(format!("dot takes 2 operands, got {}", ops.len()).into());
    };
    let (lhs, rhs) = (array(lhs)?, array(rhs)?);
    let out_ty = instr.shape.element_type();
    let default_dims = DotDims::default();
    let dims = instr.attrs.dot_dims.as_ref().unwrap_or(&default_dims);
    let plan = DotPlan::new(lhs, rhs, dims)?;
    if instr.shape.dims() != plan.out_dims.as_slice() {
        return Err(format!(
            "dot result shape {} does not match the operands, which give dimensions {:?}",
            instr.shape, plan.out_dims
        )
        .into());
    }
    Ok(match accum_kind(out_ty)? {
        AccumKind::F32 => run::<f32>(&plan, lhs, rhs, out_ty)?,
        AccumKind::F64 => run::<f64>(&plan, lhs, rhs, out_ty)?,
        AccumKind::C64 => run::<Complex32>(&plan, lhs, rhs, out_ty)?,
        AccumKind::C128 => run::<Complex64>(&plan, lhs, rhs, out_ty)?,
        AccumKind::Int => run::<Wrapping<i64>>(&plan, lhs, rhs, out_ty)?,
    })
}

fn run<T: Accum>(
    plan: &DotPlan,
    lhs: &ArrayLiteral,
    rhs: &ArrayLiteral,
    ty: PrimitiveType,
) -> Result<Literal, String> {
    let a = permute(&T::load(lhs, ty)?, &plan.lhs_dims, &plan.lhs_perm);
    let b = permute(&T::load(rhs, ty)?, &plan.rhs_dims, &plan.rhs_perm);
    let (m, k, n) = (plan.rows, plan.depth, plan.cols);
    let mut out = vec![T::default(); plan.batch * m * n];
    for bi in 0..plan.batch {
        matmul(
            &a[bi * m * k..(bi + 1) * m * k],
            &b[bi * k * n..(bi + 1) * k * n],
            &mut out[bi * m * n..(bi + 1) * m * n],
            k,
            n,
        );
    }
    finish(out, ty, plan.out_dims.clone())
}

/// `out += a * b` for row-major `a: [m, k]`, `b: [k, n]`, `out: [m, n]`.
///
/// The i-k-j order streams contiguous rows of `b` and `out`, which the compiler vectorizes;
/// each output element is accumulated in `T` in increasing `k` order.
fn matmul<T: Accum>(a: &[T], b: &[T], out: &mut [T], k: usize, n: usize) {
    if n == 0 || k == 0 {
        return;
    }
    for (a_row, out_row) in a.chunks_exact(k).zip(out.chunks_exact_mut(n)) {
        for (&x, b_row) in a_row.iter().zip(b.chunks_exact(n)) {
            for (o, &y) in out_row.iter_mut().zip(b_row) {
                *o += x * y;
            }
        }
    }
}

impl DotPlan {
    fn new(lhs: &ArrayLiteral, rhs: &ArrayLiteral, d: &DotDims) -> Result<DotPlan, String> {
        let lhs_dims = sizes(&lhs.dims)?;
        let rhs_dims = sizes(&rhs.dims)?;
        let lb = dim_list(&d.lhs_batch, lhs_dims.len(), "lhs_batch_dims")?;
        let rb = dim_list(&d.rhs_batch, rhs_dims.len(), "rhs_batch_dims")?;
        let lc = dim_list(&d.lhs_contracting, lhs_dims.len(), "lhs_contracting_dims")?;
        let rc = dim_list(&d.rhs_contracting, rhs_dims.len(), "rhs_contracting_dims")?;
        check_pairs(&lb, &rb, &lhs_dims, &rhs_dims, "batch")?;
        check_pairs(&lc, &rc, &lhs_dims, &rhs_dims, "contracting")?;
        let lf = free_dims(lhs_dims.len(), &lb, &lc, "lhs")?;
        let rf = free_dims(rhs_dims.len(), &rb, &rc, "rhs")?;
        let product = |dims: &[usize], of: &[usize]| of.iter().map(|&i| dims[i]).product::<usize>();
        let out_dims = lb
            .iter()
            .map(|&i| lhs_dims[i])
            .chain(lf.iter().map(|&i| lhs_dims[i]))
            .chain(rf.iter().map(|&i| rhs_dims[i]))
            .map(|s| s as i64)
            .collect();
        Ok(DotPlan {
            batch: product(&lhs_dims, &lb),
            rows: product(&lhs_dims, &lf),
            depth: product(&lhs_dims, &lc),
            cols: product(&rhs_dims, &rf),
            lhs_perm: [lb.as_slice(), &lf, &lc].concat(),
            rhs_perm: [rb.as_slice(), &rc, &rf].concat(),
            lhs_dims,
            rhs_dims,
            out_dims,
        })
    }
}

/// Dimension numbers as indices below `rank`.
fn dim_list(dims: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    dims.iter()
        .map(|&d| {
            usize::try_from(d)
                .ok()
                .filter(|&d| d < rank)
                .ok_or_else(|| format!("{what}: dimension {d} is out of range for rank {rank}"))
        })
        .collect()
}

/// Paired lhs/rhs dimensions must be equally many and of equal sizes.
fn check_pairs(
    l: &[usize],
    r: &[usize],
    ld: &[usize],
    rd: &[usize],
    what: &str,
) -> Result<(), String> {
    if l.len() != r.len() {
        return Err(format!(
            "dot has {} lhs but {} rhs {what} dimensions",
            l.len(),
            r.len()
        ));
    }
    for (&a, &b) in l.iter().zip(r) {
        if ld[a] != rd[b] {
            return Err(format!(
                "dot {what} dimensions differ in size: lhs dimension {a} is {}, rhs dimension {b} is {}",
                ld[a], rd[b]
            ));
        }
    }
    Ok(())
}

/// The dimensions that are neither batch nor contracting, in increasing order.
fn free_dims(
    rank: usize,
    batch: &[usize],
    contracting: &[usize],
    side: &str,
) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; rank];
    for &d in batch.iter().chain(contracting) {
        if std::mem::replace(&mut seen[d], true) {
            return Err(format!("dot {side} dimension {d} is listed twice"));
        }
    }
    Ok((0..rank).filter(|&d| !seen[d]).collect())
}
