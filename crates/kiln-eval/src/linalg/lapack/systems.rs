//! Linear systems: triangular solves (`?trsm`), Cholesky (`?potrf`) and LU with partial
//! pivoting (`?getrf`), and tridiagonal solves (`?gtsv`), for real and complex types.

use super::{info, matrices, option, store_as, values_as, Scalar};
use crate::linalg::factor::{
    cholesky_with_failure, load, solve_one, store, Field, SolveSpec, Values,
};
use crate::util::{array, make_array};
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType, TriangularTranspose};
use num_complex::Complex64;

pub(super) fn trsm(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a, b] = ops else {
        return Err(format!("takes 2 operands, got {}", ops.len()));
    };
    let (a, b) = (array(a)?, array(b)?);
    let (batch, m, m2) = matrices(a, "the triangular matrix")?;
    let (b_batch, rows, cols) = matrices(b, "the right-hand side")?;
    let left_side = option(instr, "side")? == 'L';
    let (b_m, k) = if left_side {
        (rows, cols)
    } else {
        (cols, rows)
    };
    if m != m2 || b_batch != batch || b_m != m {
        return Err(format!(
            "a {:?} and b {:?} do not fit (side {})",
            a.dims,
            b.dims,
            if left_side { 'L' } else { 'R' }
        ));
    }
    let spec = SolveSpec {
        left_side,
        lower: option(instr, "uplo")? == 'L',
        unit_diagonal: option(instr, "diag")? == 'U',
        transpose: match option(instr, "trans_x")? {
            'N' => TriangularTranspose::NoTranspose,
            'T' => TriangularTranspose::Transpose,
            'C' => TriangularTranspose::Adjoint,
            c => return Err(format!("unknown trans_x {c:?}")),
        },
        m,
        k,
    };
    fn each<T: Field>(a: &[T], b: &[T], m: usize, k: usize, spec: SolveSpec) -> Vec<T> {
        if m == 0 || k == 0 {
            return b.to_vec();
        }
        a.chunks_exact(m * m)
            .zip(b.chunks_exact(m * k))
            .flat_map(|(a, b)| solve_one(a, b, spec))
            .collect()
    }
    let out = match (load(a, "trsm")?, load(b, "trsm")?) {
        (Values::Real(av), Values::Real(bv)) => Values::Real(each(&av, &bv, m, k, spec)),
        (Values::Complex(av), Values::Complex(bv)) => Values::Complex(each(&av, &bv, m, k, spec)),
        _ => return Err("operands must both be real or both complex".into()),
    };
    store(out, b.ty, b.dims.clone())
}

pub(super) fn potrf(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    let (_, n, n2) = matrices(a, "potrf")?;
    if n != n2 {
        return Err(format!("needs square matrices, got {:?}", a.dims));
    }
    let lower = option(instr, "uplo")? == 'L';
    fn each<T: Field>(a: &[T], n: usize, lower: bool, infos: &mut Vec<i32>) -> Vec<T> {
        if n == 0 {
            return a.to_vec();
        }
        let mut out = Vec::with_capacity(a.len());
        for m in a.chunks_exact(n * n) {
            let (factor, failure) = cholesky_with_failure(m, n, lower);
            infos.push(failure.map_or(0, |j| j as i32 + 1));
            // The factored triangle (diagonal included) replaces the input's; the other one
            // stays as it was.
            out.extend((0..n * n).map(|idx| {
                let (i, j) = (idx / n, idx % n);
                if i == j || (i > j) == lower {
                    factor[idx]
                } else {
                    m[idx]
                }
            }));
        }
        out
    }
    let mut infos = Vec::new();
    let out = match load(a, "potrf")? {
        Values::Real(v) => Values::Real(each(&v, n, lower, &mut infos)),
        Values::Complex(v) => Values::Complex(each(&v, n, lower, &mut infos)),
    };
    let batch_dims = &a.dims[..a.dims.len() - 2];
    Ok(Literal::Tuple(vec![
        store(out, a.ty, a.dims.clone())?,
        info(infos, batch_dims)?,
    ]))
}

pub(super) fn getrf(ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    let (_, m, n) = matrices(a, "getrf")?;
    let steps = m.min(n);
    let mut pivots = Vec::new();
    let mut infos = Vec::new();
    fn each<T: Field>(
        a: &[T],
        m: usize,
        n: usize,
        pivots: &mut Vec<i32>,
        infos: &mut Vec<i32>,
    ) -> Vec<T> {
        if m * n == 0 {
            return a.to_vec();
        }
        let mut out = Vec::with_capacity(a.len());
        for matrix in a.chunks_exact(m * n) {
            let (lu, piv, info) = lu_one(matrix, m, n);
            out.extend(lu);
            pivots.extend(piv);
            infos.push(info);
        }
        out
    }
    let out = match load(a, "getrf")? {
        Values::Real(v) => Values::Real(each(&v, m, n, &mut pivots, &mut infos)),
        Values::Complex(v) => Values::Complex(each(&v, m, n, &mut pivots, &mut infos)),
    };
    let batch_dims = &a.dims[..a.dims.len() - 2];
    let mut pivot_dims = batch_dims.to_vec();
    pivot_dims.push(steps as i64);
    if pivots.is_empty() {
        let batch: i64 = batch_dims.iter().product();
        pivots = vec![0; (batch as usize) * steps];
        infos = vec![0; batch as usize];
    }
    Ok(Literal::Tuple(vec![
        store(out, a.ty, a.dims.clone())?,
        make_array(PrimitiveType::S32, pivot_dims, ArrayData::S32(pivots))?,
        info(infos, batch_dims)?,
    ]))
}

/// LU with partial pivoting of one row-major `m × n` matrix: the packed factors, the 1-based
/// pivot row of each step, and `info`.
fn lu_one<T: Field>(a: &[T], m: usize, n: usize) -> (Vec<T>, Vec<i32>, i32) {
    let mut lu = a.to_vec();
    let steps = m.min(n);
    let mut pivots = Vec::with_capacity(steps);
    let mut info = 0;
    for j in 0..steps {
        // The first row at or below j with the largest |re| + |im| in column j (a NaN is
        // never larger, as in LAPACK's comparison).
        let mut p = j;
        for i in j + 1..m {
            if lu[i * n + j].abs1() > lu[p * n + j].abs1() {
                p = i;
            }
        }
        pivots.push(p as i32 + 1);
        if p != j {
            for c in 0..n {
                lu.swap(j * n + c, p * n + c);
            }
        }
        let pivot = lu[j * n + j];
        if pivot.abs1() == 0.0 {
            if info == 0 {
                info = j as i32 + 1;
            }
            continue;
        }
        for i in j + 1..m {
            let l = lu[i * n + j] / pivot;
            lu[i * n + j] = l;
            for c in j + 1..n {
                lu[i * n + c] = lu[i * n + c] - l * lu[j * n + c];
            }
        }
    }
    (lu, pivots, info)
}

pub(super) fn gtsv(ops: &[&Literal]) -> Result<Literal, String> {
    let [dl, d, du, b] = ops else {
        return Err(format!("takes 4 operands, got {}", ops.len()));
    };
    let (dl, d, du, b) = (array(dl)?, array(d)?, array(du)?, array(b)?);
    match load(b, "gtsv")? {
        Values::Real(_) => gtsv_typed::<f64>(dl, d, du, b),
        Values::Complex(_) => gtsv_typed::<Complex64>(dl, d, du, b),
    }
}

/// `(dl, d, du, b, info)` of the tridiagonal systems `[..., n]` diagonals and `[..., n,
/// nrhs]` right-hand sides. `dl[i]` is row `i`'s entry left of the diagonal (`dl[0]` unused,
/// as `lax.linalg.tridiagonal_solve` lays them out; jaxlib passes LAPACK `dl + 1`) and
/// `du[i]` the one right of it. LAPACK's `?gtsv` eliminates with partial pivoting, leaving
/// U's diagonal in `d`, its first superdiagonal in `du`, its second in `dl[1..]` and the
/// solution in `b`; on a zero pivot it stops there with `info` its 1-based index.
fn gtsv_typed<T: Scalar>(
    dl: &ArrayLiteral,
    d: &ArrayLiteral,
    du: &ArrayLiteral,
    b: &ArrayLiteral,
) -> Result<Literal, String> {
    let (batch, n, nrhs) = matrices(b, "gtsv")?;
    let fits = |x: &ArrayLiteral| x.dims[..] == b.dims[..b.dims.len() - 1];
    if !(fits(dl) && fits(d) && fits(du)) {
        return Err(format!(
            "diagonals {:?}, {:?}, {:?} do not fit b {:?}",
            dl.dims, d.dims, du.dims, b.dims
        ));
    }
    let mut dl_v: Vec<T> = values_as(dl, "gtsv")?;
    let mut d_v: Vec<T> = values_as(d, "gtsv")?;
    let mut du_v: Vec<T> = values_as(du, "gtsv")?;
    let mut b_v: Vec<T> = values_as(b, "gtsv")?;
    let mut infos = Vec::with_capacity(batch);
    for s in 0..batch {
        let range = s * n..(s + 1) * n;
        infos.push(tridiagonal_solve_one(
            &mut dl_v[range.clone()],
            &mut d_v[range.clone()],
            &mut du_v[range],
            &mut b_v[s * n * nrhs..(s + 1) * n * nrhs],
            nrhs,
        ));
    }
    Ok(Literal::Tuple(vec![
        store_as(dl_v, dl.ty, dl.dims.clone())?,
        store_as(d_v, d.ty, d.dims.clone())?,
        store_as(du_v, du.ty, du.dims.clone())?,
        store_as(b_v, b.ty, b.dims.clone())?,
        info(infos, &b.dims[..b.dims.len() - 2])?,
    ]))
}

/// LAPACK's `?gtsv` on one system (`dl[0]` unused, `b` row-major `n × nrhs`); returns `info`.
fn tridiagonal_solve_one<T: Scalar>(
    dl: &mut [T],
    d: &mut [T],
    du: &mut [T],
    b: &mut [T],
    nrhs: usize,
) -> i32 {
    let n = d.len();
    // LAPACK's DL(k) (row k + 1, column k), 0-based.
    let low = |k: usize| k + 1;
    for k in 0..n.saturating_sub(1) {
        let sub = dl[low(k)];
        if sub == T::ZERO {
            if d[k] == T::ZERO {
                return k as i32 + 1;
            }
        } else if d[k].abs1() >= sub.abs1() {
            // No row interchange.
            let mult = sub / d[k];
            d[k + 1] = d[k + 1] - mult * du[k];
            for j in 0..nrhs {
                b[(k + 1) * nrhs + j] = b[(k + 1) * nrhs + j] - mult * b[k * nrhs + j];
            }
            if k + 2 < n {
                dl[low(k)] = T::ZERO;
            }
        } else {
            // Interchange rows k and k + 1.
            let mult = d[k] / sub;
            d[k] = sub;
            let temp = d[k + 1];
            d[k + 1] = du[k] - mult * temp;
            if k + 2 < n {
                dl[low(k)] = du[k + 1];
                du[k + 1] = -mult * dl[low(k)];
            }
            du[k] = temp;
            for j in 0..nrhs {
                let (upper, lower) = (b[k * nrhs + j], b[(k + 1) * nrhs + j]);
                b[k * nrhs + j] = lower;
                b[(k + 1) * nrhs + j] = upper - mult * lower;
            }
        }
    }
    if n == 0 {
        return 0;
    }
    if d[n - 1] == T::ZERO {
        return n as i32;
    }
    for j in 0..nrhs {
        let x = |b: &[T], i: usize| b[i * nrhs + j];
        b[(n - 1) * nrhs + j] = x(b, n - 1) / d[n - 1];
        if n > 1 {
            b[(n - 2) * nrhs + j] = (x(b, n - 2) - du[n - 2] * x(b, n - 1)) / d[n - 2];
        }
        for k in (0..n.saturating_sub(2)).rev() {
            b[k * nrhs + j] = (x(b, k) - du[k] * x(b, k + 1) - dl[low(k)] * x(b, k + 2)) / d[k];
        }
    }
    0
}
