//! Symmetric eigendecomposition (`?syevd`) and SVD (`?gesdd`) by Jacobi rotations in f64,
//! for real types; the vectors' signs follow Kiln's rule (see the `lapack` module comment).

use super::{identity, info, matrices, option, reals};
use crate::linalg::factor::{store, Values};
use crate::util::array;
use kiln_hlo::{Instruction, Literal};

pub(super) fn syevd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
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
    let mut v = identity(n, n);
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
                let r = Rotation::new(t);
                // A ← Jᵀ A J, V ← V J.
                r.columns(&mut a, n, n, p, q);
                r.rows(&mut a, n, p, q);
                r.columns(&mut v, n, n, p, q);
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| a[i * n + i].total_cmp(&a[j * n + j]));
    let w: Vec<f64> = order.iter().map(|&i| a[i * n + i]).collect();
    let mut out = vec![0.0; n * n];
    for (col, &src) in order.iter().enumerate() {
        for row in 0..n {
            out[row * n + col] = v[row * n + src];
        }
        make_largest_positive(&mut out, n, n, col);
    }
    (w, out)
}

pub(super) fn gesdd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
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
    let mut v = identity(n, n);
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
                let r = Rotation::new(t);
                r.columns(&mut w, m, n, p, q);
                r.columns(&mut v, n, n, p, q);
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
        if make_largest_positive(u, m, m, c) {
            for i in 0..n {
                v[i * n + c] = -v[i * n + c];
            }
        }
    }
}

/// Negates column `c` of the row-major `rows × cols` matrix if its largest component (the
/// first of equal ones) is negative; says whether it did.
fn make_largest_positive(x: &mut [f64], rows: usize, cols: usize, c: usize) -> bool {
    let at = |i: usize| x[i * cols + c];
    let largest = (0..rows)
        .max_by(|&i, &j| at(i).abs().total_cmp(&at(j).abs()).then(j.cmp(&i)))
        .unwrap_or(0);
    let negate = rows > 0 && at(largest) < 0.0;
    if negate {
        for i in 0..rows {
            x[i * cols + c] = -x[i * cols + c];
        }
    }
    negate
}

/// A Jacobi rotation by the angle whose tangent is `t`.
struct Rotation {
    c: f64,
    s: f64,
}

impl Rotation {
    fn new(t: f64) -> Rotation {
        let c = 1.0 / (1.0 + t * t).sqrt();
        Rotation { c, s: c * t }
    }

    /// Rotates columns `p` and `q` of a row-major `rows × cols` matrix: `M ← M J`.
    fn columns(&self, mat: &mut [f64], rows: usize, cols: usize, p: usize, q: usize) {
        for i in 0..rows {
            let (x, y) = (mat[i * cols + p], mat[i * cols + q]);
            mat[i * cols + p] = self.c * x - self.s * y;
            mat[i * cols + q] = self.s * x + self.c * y;
        }
    }

    /// Rotates rows `p` and `q` of a row-major square matrix of order `n`: `M ← Jᵀ M`.
    fn rows(&self, mat: &mut [f64], n: usize, p: usize, q: usize) {
        for k in 0..n {
            let (x, y) = (mat[p * n + k], mat[q * n + k]);
            mat[p * n + k] = self.c * x - self.s * y;
            mat[q * n + k] = self.s * x + self.c * y;
        }
    }
}
