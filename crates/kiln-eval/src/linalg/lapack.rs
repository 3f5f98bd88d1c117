//! The LAPACK custom-calls JAX emits for linear algebra on CPU: `lapack_?trsm_ffi`
//! (triangular solve), `lapack_?potrf_ffi` (Cholesky) and `lapack_?getrf_ffi` (LU with
//! partial pivoting), for `?` in `s d c z`, and `lapack_?geqrf_ffi` / `lapack_?orgqr_ffi`
//! (Householder QR and its Q) and `lapack_?syevd_ffi` (symmetric eigendecomposition) for `?`
//! in `s d`. They are what `jnp.linalg.solve`, `inv`, `det`, `slogdet`, `cholesky`, `qr`,
//! `eigh`, `eigvalsh` and `lax.linalg.triangular_solve` lower to, so running them makes those
//! functions run. syevd's eigenvalues are unique (ascending, as LAPACK returns them), its
//! eigenvectors only up to sign: Kiln makes each one's largest component (the first of
//! equal ones) positive, which LAPACK does not promise, so a program that returns raw
//! eigenvectors may see some negated against XLA:CPU's (anything computed from them that
//! does not depend on the sign, `V diag(w) Vᵀ` or projections' magnitudes, agrees).
//! `lapack_?gesdd_ffi` (SVD: `svd`, `norm(ord=2)`, `pinv`, `lstsq`, `matrix_rank`) returns
//! descending singular values and, with the same sign rule on each left vector (the right
//! one follows), the vectors the result shapes ask for (`m × k` or `m × m`, `k × n` or
//! `n × n`). The general eigenvalue routine (`geev`) is not here; asking for it stays an error
//! naming the target.
//!
//! Each works on a batch of matrices in the minor two dimensions (the leading
//! `num_batch_dims` are the batch) and computes in f64 (or complex f64), rounding once to the
//! declared type. Options are the FFI's `backend_config` characters: `side` `L`/`R`, `uplo`
//! `L`/`U`, `trans_x` `N`/`T`/`C`, `diag` `N`/`U`. Results follow LAPACK's conventions:
//! potrf leaves the triangle it does not factor as it was, and returns `info` (0, or the
//! order of the first leading minor that is not positive definite); getrf returns the packed
//! factors (L below the diagonal with a unit diagonal implied, U on and above it), the
//! 1-based pivot row of each step, and `info` (0, or the 1-based index of the first zero
//! pivot). The pivot is the first entry of largest `|re| + |im|` in its column, as LAPACK's
//! `i?amax` picks it. geqrf returns the packed reflectors (R on and above the diagonal, each
//! reflector's vector below it, its leading 1 implied) and their `tau`, with `?larfg`'s
//! convention `beta = -sign(alpha) * norm`; orgqr multiplies the reflectors into the leading
//! columns of the identity.

use super::factor::{cholesky_with_failure, load, solve_one, store, Field, SolveSpec, Values};
use crate::util::{array, make_array};
use crate::OpResult;
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType, TriangularTranspose};

/// The custom-call's result, or `None` if its target is not one of these.
pub(crate) fn custom_call(instr: &Instruction, ops: &[&Literal]) -> Option<OpResult> {
    let target = instr.attrs.custom_call_target.as_deref()?;
    let routine = target.strip_prefix("lapack_")?.strip_suffix("_ffi")?;
    let (kind, name) = routine.split_at_checked(1)?;
    if !matches!(kind, "s" | "d" | "c" | "z") {
        return None;
    }
    let real = matches!(kind, "s" | "d");
    let result = match name {
        "trsm" => trsm(instr, ops),
        "potrf" => potrf(instr, ops),
        "getrf" => getrf(ops),
        "geqrf" if real => geqrf(ops),
        "orgqr" if real => orgqr(ops),
        "syevd" if real => syevd(instr, ops),
        "gesdd" if real => gesdd(instr, ops),
        _ => return None,
    };
    Some(result.map_err(|e| format!("{target}: {e}").into()))
}

/// The character value of `key` in the FFI's `backend_config={key = 76 : ui8, ...}`.
fn option(instr: &Instruction, key: &str) -> Result<char, String> {
    let config = instr.backend_config.as_deref().unwrap_or_default();
    config
        .trim_matches(|c| c == '{' || c == '}')
        .split(',')
        .find_map(|item| {
            let (k, v) = item.split_once('=')?;
            (k.trim() == key).then(|| v.split(':').next().unwrap_or("").trim().to_string())
        })
        .and_then(|v| v.parse::<u8>().ok())
        .map(char::from)
        .ok_or_else(|| format!("backend_config has no `{key}` option"))
}

/// A `[..., rows, cols]` operand's batch size, rows and columns.
fn matrices(a: &ArrayLiteral, what: &str) -> Result<(usize, usize, usize), String> {
    let r = a.dims.len();
    if r < 2 {
        return Err(format!("{what} needs matrices, got {:?}", a.dims));
    }
    let size = |d: &[i64]| usize::try_from(d.iter().product::<i64>()).ok();
    match (
        size(&a.dims[..r - 2]),
        size(&a.dims[r - 2..r - 1]),
        size(&a.dims[r - 1..]),
    ) {
        (Some(b), Some(m), Some(n)) => Ok((b, m, n)),
        _ => Err(format!("{what}: bad dimension sizes {:?}", a.dims)),
    }
}

fn trsm(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
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

/// `info` values, one per matrix, shaped like the batch dimensions.
fn info(values: Vec<i32>, batch_dims: &[i64]) -> Result<Literal, String> {
    make_array(
        PrimitiveType::S32,
        batch_dims.to_vec(),
        ArrayData::S32(values),
    )
}

fn potrf(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
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

fn getrf(ops: &[&Literal]) -> Result<Literal, String> {
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

/// The reals of a real operand (the QR routines take only `s` and `d` types).
fn reals(a: &ArrayLiteral, what: &str) -> Result<Vec<f64>, String> {
    match load(a, what)? {
        Values::Real(v) => Ok(v),
        Values::Complex(_) => Err(format!("{what} takes real matrices, got {}", a.ty)),
    }
}

fn geqrf(ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    let (batch, m, n) = matrices(a, "geqrf")?;
    let k = m.min(n);
    let values = reals(a, "geqrf")?;
    let mut packed = Vec::with_capacity(values.len());
    let mut taus = Vec::with_capacity(batch * k);
    if m * n > 0 {
        for matrix in values.chunks_exact(m * n) {
            let (qr, tau) = householder_qr(matrix, m, n);
            packed.extend(qr);
            taus.extend(tau);
        }
    } else {
        taus.resize(batch * k, 0.0);
    }
    let mut tau_dims = a.dims[..a.dims.len() - 2].to_vec();
    tau_dims.push(k as i64);
    Ok(Literal::Tuple(vec![
        store(Values::Real(packed), a.ty, a.dims.clone())?,
        store(Values::Real(taus), a.ty, tau_dims)?,
    ]))
}

/// Householder QR of one row-major `m × n` matrix, as LAPACK's `?geqr2` computes it.
fn householder_qr(a: &[f64], m: usize, n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut a = a.to_vec();
    let mut taus = Vec::with_capacity(m.min(n));
    for j in 0..m.min(n) {
        let alpha = a[j * n + j];
        let xnorm = (j + 1..m).map(|i| a[i * n + j].powi(2)).sum::<f64>().sqrt();
        if xnorm == 0.0 {
            taus.push(0.0);
            continue;
        }
        let beta = -alpha.signum() * alpha.hypot(xnorm);
        let tau = (beta - alpha) / beta;
        let scale = 1.0 / (alpha - beta);
        for i in j + 1..m {
            a[i * n + j] *= scale;
        }
        a[j * n + j] = beta;
        // Apply H = I - tau v v^T (v = [1, a[j+1.., j]]) to the columns right of j.
        for c in j + 1..n {
            let dot = a[j * n + c] + (j + 1..m).map(|i| a[i * n + j] * a[i * n + c]).sum::<f64>();
            let f = tau * dot;
            a[j * n + c] -= f;
            for i in j + 1..m {
                a[i * n + c] -= f * a[i * n + j];
            }
        }
        taus.push(tau);
    }
    (a, taus)
}

fn orgqr(ops: &[&Literal]) -> Result<Literal, String> {
    let [a, tau] = ops else {
        return Err(format!("takes 2 operands, got {}", ops.len()));
    };
    let (a, tau) = (array(a)?, array(tau)?);
    let (batch, m, n) = matrices(a, "orgqr")?;
    let k = tau.dims.last().copied().unwrap_or(0) as usize;
    if tau.dims.len() + 1 != a.dims.len() || k > n || k > m {
        return Err(format!("a {:?} and tau {:?} do not fit", a.dims, tau.dims));
    }
    let (values, taus) = (reals(a, "orgqr")?, reals(tau, "orgqr")?);
    let mut out = Vec::with_capacity(values.len());
    for b in 0..batch {
        let v = &values[b * m * n..(b + 1) * m * n];
        let t = &taus[b * k..(b + 1) * k];
        // Q = H_0 H_1 .. H_{k-1} applied to the first n columns of the identity, the last
        // reflector first.
        let mut q: Vec<f64> = (0..m * n)
            .map(|idx| f64::from(u8::from(idx / n == idx % n)))
            .collect();
        for j in (0..k).rev() {
            for c in 0..n {
                let dot =
                    q[j * n + c] + (j + 1..m).map(|i| v[i * n + j] * q[i * n + c]).sum::<f64>();
                let f = t[j] * dot;
                q[j * n + c] -= f;
                for i in j + 1..m {
                    q[i * n + c] -= f * v[i * n + j];
                }
            }
        }
        out.extend(q);
    }
    store(Values::Real(out), a.ty, a.dims.clone())
}

fn syevd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    let (batch, n, n2) = matrices(a, "syevd")?;
    if n != n2 {
        return Err(format!("needs square matrices, got {:?}", a.dims));
    }
    let lower = option(instr, "uplo")? == 'L';
    let values = reals(a, "syevd")?;
    let (mut vectors, mut eigenvalues) = (Vec::with_capacity(values.len()), Vec::new());
    for b in 0..batch {
        let m = &values[b * n * n..(b + 1) * n * n];
        // The symmetric matrix the stored triangle describes.
        let sym: Vec<f64> = (0..n * n)
            .map(|idx| {
                let (i, j) = (idx / n, idx % n);
                if (i >= j) == lower || i == j {
                    m[idx]
                } else {
                    m[j * n + i]
                }
            })
            .collect();
        let (w, v) = jacobi_eigen(sym, n);
        vectors.extend(v);
        eigenvalues.extend(w);
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    let mut w_dims = batch_dims.to_vec();
    w_dims.push(n as i64);
    Ok(Literal::Tuple(vec![
        store(Values::Real(vectors), a.ty, a.dims.clone())?,
        store(Values::Real(eigenvalues), a.ty, w_dims)?,
        info(vec![0; batch], batch_dims)?,
    ]))
}

/// Eigenvalues (ascending) and eigenvectors (the columns of a row-major `n × n` matrix, each
/// with its largest component positive) of a symmetric matrix, by cyclic Jacobi rotations
/// until the off-diagonal part is negligible.
fn jacobi_eigen(mut a: Vec<f64>, n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut v: Vec<f64> = (0..n * n)
        .map(|idx| f64::from(u8::from(idx / n == idx % n)))
        .collect();
    for _sweep in 0..100 {
        let off: f64 = (0..n * n)
            .filter(|idx| idx / n != idx % n)
            .map(|idx| a[idx] * a[idx])
            .sum();
        let scale: f64 = (0..n).map(|i| a[i * n + i] * a[i * n + i]).sum::<f64>() + off;
        if off <= 1e-30 * scale || !off.is_finite() {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let apq = a[p * n + q];
                if apq == 0.0 {
                    continue;
                }
                let theta = (a[q * n + q] - a[p * n + p]) / (2.0 * apq);
                let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
                let c = 1.0 / (t * t + 1.0).sqrt();
                let s = t * c;
                for k in 0..n {
                    let (akp, akq) = (a[k * n + p], a[k * n + q]);
                    a[k * n + p] = c * akp - s * akq;
                    a[k * n + q] = s * akp + c * akq;
                }
                for k in 0..n {
                    let (apk, aqk) = (a[p * n + k], a[q * n + k]);
                    a[p * n + k] = c * apk - s * aqk;
                    a[q * n + k] = s * apk + c * aqk;
                }
                for k in 0..n {
                    let (vkp, vkq) = (v[k * n + p], v[k * n + q]);
                    v[k * n + p] = c * vkp - s * vkq;
                    v[k * n + q] = s * vkp + c * vkq;
                }
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| a[i * n + i].total_cmp(&a[j * n + j]));
    let w: Vec<f64> = order.iter().map(|&i| a[i * n + i]).collect();
    let mut out = vec![0.0; n * n];
    for (col, &src) in order.iter().enumerate() {
        let largest = (0..n)
            .max_by(|&x, &y| {
                v[x * n + src]
                    .abs()
                    .total_cmp(&v[y * n + src].abs())
                    .then(y.cmp(&x))
            })
            .unwrap_or(0);
        let sign = if v[largest * n + src] < 0.0 {
            -1.0
        } else {
            1.0
        };
        for row in 0..n {
            out[row * n + col] = sign * v[row * n + src];
        }
    }
    (w, out)
}

fn gesdd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    let (batch, m, n) = matrices(a, "gesdd")?;
    let k = m.min(n);
    // The vectors' shapes come from the result: (a, s, u, vt, info).
    let shapes = instr
        .shape
        .as_tuple()
        .filter(|parts| parts.len() == 5)
        .ok_or("returns (a, s, u, vt, info)")?;
    let minor = |i: usize| -> Result<(usize, usize), String> {
        let d = shapes[i].dims();
        match d {
            [.., r, c] => Ok((*r as usize, *c as usize)),
            _ => Err(format!("result {i} is not a batch of matrices: {:?}", d)),
        }
    };
    let (u_rows, u_cols) = minor(2)?;
    let (vt_rows, vt_cols) = minor(3)?;
    if u_rows != m || vt_cols != n || u_cols < k || vt_rows < k || u_cols > m || vt_rows > n {
        return Err(format!(
            "u {u_rows}x{u_cols} and vt {vt_rows}x{vt_cols} do not fit a {m}x{n} matrix"
        ));
    }
    let values = reals(a, "gesdd")?;
    let (mut s_all, mut u_all, mut vt_all) = (Vec::new(), Vec::new(), Vec::new());
    for b in 0..batch {
        let matrix = &values[b * m * n..(b + 1) * m * n];
        let (s, u, v) = svd_one(matrix, m, n);
        s_all.extend(s);
        // u: m × u_cols from the full m × m basis; vt: the first vt_rows rows of Vᵀ.
        u_all.extend((0..m * u_cols).map(|idx| u[(idx / u_cols) * m + idx % u_cols]));
        vt_all.extend((0..vt_rows * n).map(|idx| v[(idx % n) * n + idx / n]));
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    let with = |extra: &[usize]| {
        let mut d = batch_dims.to_vec();
        d.extend(extra.iter().map(|&x| x as i64));
        d
    };
    Ok(Literal::Tuple(vec![
        Literal::Array(a.clone()),
        store(Values::Real(s_all), a.ty, with(&[k]))?,
        store(Values::Real(u_all), a.ty, with(&[m, u_cols]))?,
        store(Values::Real(vt_all), a.ty, with(&[vt_rows, n]))?,
        info(vec![0; batch], batch_dims)?,
    ]))
}

/// The SVD of a row-major `m × n` matrix by one-sided Jacobi rotations: singular values
/// (descending, `min(m, n)` of them), the full `m × m` U and `n × n` V (row-major, vectors in
/// columns; U's columns beyond the rank completed to an orthonormal basis), each left vector's
/// largest component positive and its right vector signed to match.
fn svd_one(a: &[f64], m: usize, n: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    if m < n {
        // A = (Aᵀ)ᵀ: the SVD of the transpose, with U and V exchanged.
        let t: Vec<f64> = (0..n * m).map(|idx| a[(idx % m) * n + idx / m]).collect();
        let (s, u_t, v_t) = svd_one(&t, n, m);
        let (mut u, mut v) = (v_t, u_t);
        sign_pairs(&mut u, m, &mut v, n, s.len());
        return (s, u, v);
    }
    // Columns of `w` rotate until orthogonal; V accumulates the rotations.
    let mut w = a.to_vec();
    let mut v: Vec<f64> = (0..n * n)
        .map(|idx| f64::from(u8::from(idx / n == idx % n)))
        .collect();
    let col_dot =
        |w: &[f64], p: usize, q: usize| (0..m).map(|i| w[i * n + p] * w[i * n + q]).sum::<f64>();
    for _sweep in 0..100 {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let (alpha, beta, gamma) =
                    (col_dot(&w, p, p), col_dot(&w, q, q), col_dot(&w, p, q));
                if gamma == 0.0 || gamma.abs() <= 1e-15 * (alpha * beta).sqrt() {
                    continue;
                }
                rotated = true;
                let zeta = (beta - alpha) / (2.0 * gamma);
                let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
                let c = 1.0 / (1.0 + t * t).sqrt();
                let s = c * t;
                for (mat, rows, cols) in [(&mut w, m, n), (&mut v, n, n)] {
                    for i in 0..rows {
                        let (x, y) = (mat[i * cols + p], mat[i * cols + q]);
                        mat[i * cols + p] = c * x - s * y;
                        mat[i * cols + q] = s * x + c * y;
                    }
                }
            }
        }
        if !rotated {
            break;
        }
    }
    let norms: Vec<f64> = (0..n).map(|j| col_dot(&w, j, j).sqrt()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| norms[y].total_cmp(&norms[x]));
    let s: Vec<f64> = order.iter().map(|&j| norms[j]).collect();
    // U's first n columns are the normalized columns of w (zero ones left for completion),
    // then the basis is completed; V's columns follow the same order.
    let mut u = vec![0.0; m * m];
    let mut v_sorted = vec![0.0; n * n];
    for (col, &j) in order.iter().enumerate() {
        if norms[j] > 0.0 {
            for i in 0..m {
                u[i * m + col] = w[i * n + j] / norms[j];
            }
        }
        for i in 0..n {
            v_sorted[i * n + col] = v[i * n + j];
        }
    }
    complete_basis(&mut u, m, s.iter().take_while(|&&x| x > 0.0).count());
    sign_pairs(&mut u, m, &mut v_sorted, n, s.len());
    (s, u, v_sorted)
}

/// Fills columns `from..m` of the row-major `m × m` matrix `u`, whose first `from` columns
/// are orthonormal, with unit vectors orthogonal to all before them (Gram-Schmidt on the
/// identity's columns, twice for accuracy).
fn complete_basis(u: &mut [f64], m: usize, from: usize) {
    let mut filled = from;
    for e in 0..m {
        if filled == m {
            break;
        }
        let mut x: Vec<f64> = (0..m).map(|i| f64::from(u8::from(i == e))).collect();
        for _ in 0..2 {
            for c in 0..filled {
                let d: f64 = (0..m).map(|i| u[i * m + c] * x[i]).sum();
                for i in 0..m {
                    x[i] -= d * u[i * m + c];
                }
            }
        }
        let norm = x.iter().map(|v| v * v).sum::<f64>().sqrt();
        if norm > 1e-8 {
            for i in 0..m {
                u[i * m + filled] = x[i] / norm;
            }
            filled += 1;
        }
    }
}

/// Makes the largest component (the first of equal ones) of each of U's first `k` columns
/// positive, negating V's matching column with it (U S Vᵀ is unchanged).
fn sign_pairs(u: &mut [f64], m: usize, v: &mut [f64], n: usize, k: usize) {
    for c in 0..k {
        let largest = (0..m)
            .max_by(|&x, &y| {
                u[x * m + c]
                    .abs()
                    .total_cmp(&u[y * m + c].abs())
                    .then(y.cmp(&x))
            })
            .unwrap_or(0);
        if u[largest * m + c] < 0.0 {
            for i in 0..m {
                u[i * m + c] = -u[i * m + c];
            }
            for i in 0..n {
                v[i * n + c] = -v[i * n + c];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(dims: &[i64], v: &[f32]) -> Literal {
        Literal::Array(
            ArrayLiteral::new(
                PrimitiveType::F32,
                dims.to_vec(),
                ArrayData::F32(v.to_vec()),
            )
            .unwrap(),
        )
    }

    fn call(target: &str, config: &str, shape: &str, ops: &[Literal]) -> Literal {
        let params: Vec<String> = ops
            .iter()
            .enumerate()
            .map(|(i, l)| format!("  p{i} = {} parameter({i})", l.shape()))
            .collect();
        let names: Vec<String> = (0..ops.len()).map(|i| format!("p{i}")).collect();
        let text = format!(
            "HloModule m\nENTRY e {{\n{}\n  ROOT r = {shape} custom-call({}), custom_call_target=\"{target}\", api_version=API_VERSION_TYPED_FFI, backend_config={{{config}}}\n}}\n",
            params.join("\n"),
            names.join(", ")
        );
        let module = kiln_hlo::parse_module(&text).expect("parse");
        crate::Evaluator::new(&module).run(ops).expect("run")
    }

    fn values(l: &Literal) -> Vec<f64> {
        match &l.as_array().unwrap().data {
            ArrayData::F32(v) => v.iter().map(|&x| x as f64).collect(),
            ArrayData::S32(v) => v.iter().map(|&x| x as f64).collect(),
            other => panic!("{other:?}"),
        }
    }

    fn close(got: &[f64], want: &[f64]) {
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g - w).abs() <= 1e-5 * (1.0 + w.abs()),
                "{got:?} vs {want:?}"
            );
        }
    }

    #[test]
    fn trsm_solves_on_either_side_with_every_option() {
        // a = [[2, 0], [1, 4]] (lower); b = [[2, 4], [9, 6]].
        let a = f32s(&[2, 2], &[2.0, 0.0, 1.0, 4.0]);
        let b = f32s(&[2, 2], &[2.0, 4.0, 9.0, 6.0]);
        let cfg = |side: u8, uplo: u8, trans: u8, diag: u8| {
            format!("diag = {diag} : ui8, side = {side} : ui8, trans_x = {trans} : ui8, uplo = {uplo} : ui8")
        };
        let solve = |c: String| {
            values(&call(
                "lapack_strsm_ffi",
                &c,
                "f32[2,2]",
                &[a.clone(), b.clone()],
            ))
        };
        // a x = b: x0 = b0 / 2, x1 = (b1 - x0) / 4.
        close(&solve(cfg(b'L', b'L', b'N', b'N')), &[1.0, 2.0, 2.0, 1.0]);
        // a^T x = b with a^T = [[2, 1], [0, 4]]: x1 = b1 / 4, x0 = (b0 - x1) / 2.
        close(
            &solve(cfg(b'L', b'L', b'T', b'N')),
            &[-0.125, 1.25, 2.25, 1.5],
        );
        // unit diagonal: [[1, 0], [1, 1]] x = b.
        close(&solve(cfg(b'L', b'L', b'N', b'U')), &[2.0, 4.0, 7.0, 2.0]);
        // x a = b: x = b a^-1, a^-1 = [[0.5, 0], [-0.125, 0.25]].
        close(&solve(cfg(b'R', b'L', b'N', b'N')), &[0.5, 1.0, 3.75, 1.5]);
        // The upper triangle of [[2, 3], [1, 4]] read with uplo U: [[2, 3], [0, 4]] x = b.
        let upper = f32s(&[2, 2], &[2.0, 3.0, 1.0, 4.0]);
        let c = cfg(b'L', b'U', b'N', b'N');
        let got = values(&call(
            "lapack_strsm_ffi",
            &c,
            "f32[2,2]",
            &[upper, b.clone()],
        ));
        close(&got, &[-2.375, -0.25, 2.25, 1.5]);
    }

    #[test]
    fn potrf_factors_one_triangle_and_reports_failures() {
        // [[4, 2], [2, 5]] = L L^T with L = [[2, 0], [1, 2]].
        let a = f32s(&[2, 2], &[4.0, 2.0, 2.0, 5.0]);
        let out = call(
            "lapack_spotrf_ffi",
            "uplo = 76 : ui8",
            "(f32[2,2], s32[])",
            std::slice::from_ref(&a),
        );
        let Literal::Tuple(parts) = out else { panic!() };
        // The upper triangle keeps the input's 2.
        close(&values(&parts[0]), &[2.0, 2.0, 1.0, 2.0]);
        assert_eq!(values(&parts[1]), [0.0]);
        let out = call(
            "lapack_spotrf_ffi",
            "uplo = 85 : ui8",
            "(f32[2,2], s32[])",
            &[a],
        );
        let Literal::Tuple(parts) = out else { panic!() };
        close(&values(&parts[0]), &[2.0, 1.0, 2.0, 2.0]);
        // Not positive definite at order 2: info 2.
        let bad = f32s(&[2, 2], &[1.0, 2.0, 2.0, 1.0]);
        let out = call(
            "lapack_spotrf_ffi",
            "uplo = 76 : ui8",
            "(f32[2,2], s32[])",
            &[bad],
        );
        let Literal::Tuple(parts) = out else { panic!() };
        assert_eq!(values(&parts[1]), [2.0]);
        // A zero pivot stops it too (LAPACK's `ajj <= 0`), at order 1.
        let zero = f32s(&[2, 2], &[0.0, 0.0, 0.0, 1.0]);
        let out = call(
            "lapack_spotrf_ffi",
            "uplo = 76 : ui8",
            "(f32[2,2], s32[])",
            &[zero],
        );
        let Literal::Tuple(parts) = out else { panic!() };
        assert_eq!(values(&parts[1]), [1.0]);
    }

    #[test]
    fn getrf_pivots_on_the_largest_entry_and_packs_the_factors() {
        // [[1, 2], [3, 4]]: pivot row 2; L = [[1, 0], [1/3, 1]], U = [[3, 4], [0, 2/3]].
        let a = f32s(&[1, 2, 2], &[1.0, 2.0, 3.0, 4.0]);
        let out = call(
            "lapack_sgetrf_ffi",
            "",
            "(f32[1,2,2], s32[1,2], s32[1])",
            &[a],
        );
        let Literal::Tuple(parts) = out else { panic!() };
        close(&values(&parts[0]), &[3.0, 4.0, 1.0 / 3.0, 2.0 / 3.0]);
        assert_eq!(values(&parts[1]), [2.0, 2.0]);
        assert_eq!(values(&parts[2]), [0.0]);
        // A singular matrix reports its first zero pivot.
        let singular = f32s(&[2, 2], &[1.0, 2.0, 2.0, 4.0]);
        let out = call(
            "lapack_sgetrf_ffi",
            "",
            "(f32[2,2], s32[2], s32[])",
            &[singular],
        );
        let Literal::Tuple(parts) = out else { panic!() };
        assert_eq!(values(&parts[2]), [2.0]);
    }

    #[test]
    fn qr_reflectors_rebuild_the_matrix() {
        // [[3, 1], [4, 2], [0, 2]]: the first reflector maps column 0 to (-5, 0, 0).
        let a = f32s(&[3, 2], &[3.0, 1.0, 4.0, 2.0, 0.0, 2.0]);
        let out = call("lapack_sgeqrf_ffi", "", "(f32[3,2], f32[2])", &[a]);
        let Literal::Tuple(parts) = out else { panic!() };
        let packed = values(&parts[0]);
        assert!(
            (packed[0] + 5.0).abs() < 1e-6,
            "beta = -sign(alpha) * norm: {packed:?}"
        );
        let q = call(
            "lapack_sorgqr_ffi",
            "",
            "f32[3,2]",
            &[parts[0].clone(), parts[1].clone()],
        );
        let q = values(&q);
        // Q R = A with R the upper triangle of the packed result, and Q has orthonormal columns.
        let r = [packed[0], packed[1], 0.0, packed[3]];
        let qr: Vec<f64> = (0..6)
            .map(|idx| {
                (0..2)
                    .map(|p| q[(idx / 2) * 2 + p] * r[p * 2 + idx % 2])
                    .sum()
            })
            .collect();
        close(&qr, &[3.0, 1.0, 4.0, 2.0, 0.0, 2.0]);
        let gram: Vec<f64> = (0..4)
            .map(|idx| {
                (0..3)
                    .map(|i| q[i * 2 + idx / 2] * q[i * 2 + idx % 2])
                    .sum()
            })
            .collect();
        close(&gram, &[1.0, 0.0, 0.0, 1.0]);
    }

    #[test]
    fn syevd_returns_ascending_eigenvalues_and_signed_vectors() {
        // [[2, 1], [1, 2]]: eigenvalues 1 and 3, vectors (1, -1)/sqrt2 and (1, 1)/sqrt2; only
        // the lower triangle is read (the 9 above it is ignored).
        let a = f32s(&[2, 2], &[2.0, 9.0, 1.0, 2.0]);
        let out = call(
            "lapack_ssyevd_ffi",
            "mode = 86 : ui8, uplo = 76 : ui8",
            "(f32[2,2], f32[2], s32[])",
            &[a],
        );
        let Literal::Tuple(parts) = out else { panic!() };
        close(&values(&parts[1]), &[1.0, 3.0]);
        let h = std::f64::consts::FRAC_1_SQRT_2;
        // Columns are the vectors; the first's largest component (the first of two equal) is
        // positive.
        close(&values(&parts[0]), &[h, h, -h, h]);
        assert_eq!(values(&parts[2]), [0.0]);
    }

    #[test]
    fn gesdd_rebuilds_the_matrix_from_orthonormal_vectors() {
        for (m, n) in [(3usize, 2usize), (2, 3), (3, 3)] {
            let data: Vec<f32> = (0..m * n).map(|i| ((i * 7 % 5) as f32) - 1.5).collect();
            let a = f32s(&[m as i64, n as i64], &data);
            let k = m.min(n);
            let shape = format!("(f32[{m},{n}], f32[{k}], f32[{m},{m}], f32[{n},{n}], s32[])");
            let out = call("lapack_sgesdd_ffi", "mode = 65 : ui8", &shape, &[a]);
            let Literal::Tuple(parts) = out else { panic!() };
            let (s, u, vt) = (values(&parts[1]), values(&parts[2]), values(&parts[3]));
            assert!(s.windows(2).all(|w| w[0] >= w[1]), "descending {s:?}");
            let rebuilt: Vec<f64> = (0..m * n)
                .map(|idx| {
                    (0..k)
                        .map(|p| u[(idx / n) * m + p] * s[p] * vt[p * n + idx % n])
                        .sum()
                })
                .collect();
            close(
                &rebuilt,
                &data.iter().map(|&x| x as f64).collect::<Vec<_>>(),
            );
            let gram = |x: &[f64], d: usize| -> Vec<f64> {
                (0..d * d)
                    .map(|idx| {
                        (0..d)
                            .map(|i| x[i * d + idx / d] * x[i * d + idx % d])
                            .sum()
                    })
                    .collect()
            };
            let eye = |d: usize| {
                (0..d * d)
                    .map(|i| f64::from(u8::from(i / d == i % d)))
                    .collect::<Vec<_>>()
            };
            close(&gram(&u, m), &eye(m));
            close(&gram(&vt, n), &eye(n));
        }
    }
}
