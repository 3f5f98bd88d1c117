//! Householder QR (`?geqrf`) and the Q it describes (`?orgqr`), for real types.

use super::{identity, matrices, reals};
use crate::linalg::factor::{store, Values};
use crate::util::array;
use kiln_hlo::Literal;

pub(super) fn geqrf(ops: &[&Literal]) -> Result<Literal, String> {
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

pub(super) fn orgqr(ops: &[&Literal]) -> Result<Literal, String> {
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
        let mut q = identity(m, n);
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
