//! Special functions the standard library lacks, in f64 (f32 callers round the result once).

/// The error function, accurate to a few ulps of f64 over the whole line.
///
/// Below |x| = 1.5 the Maclaurin series converges quickly with little cancellation (it loses
/// digits beyond 2); from there the continued fraction for erfc, which converges to full f64
/// precision in 120 terms for |x| >= 1.2 and faster as |x| grows. Past |x| = 6,
/// erfc(x) < 2e-17 and erf is ±1.
pub(crate) fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let magnitude = if a < 1.5 {
        erf_series(a)
    } else if a < 6.0 {
        1.0 - erfc_continued_fraction(a)
    } else {
        1.0
    };
    magnitude.copysign(x)
}

/// erf(x) = 2/sqrt(pi) * sum_n (-1)^n x^(2n+1) / (n! (2n+1)).
fn erf_series(x: f64) -> f64 {
    let x2 = x * x;
    let mut term = x; // (-1)^n x^(2n+1) / n!
    let mut sum = x;
    for n in 1..200 {
        term *= -x2 / n as f64;
        let add = term / (2 * n + 1) as f64;
        sum += add;
        if add.abs() < sum.abs() * 1e-17 {
            break;
        }
    }
    sum * std::f64::consts::FRAC_2_SQRT_PI
}

/// erfc(x) = exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))) for x > 0,
/// evaluated from the tail backwards.
fn erfc_continued_fraction(x: f64) -> f64 {
    let mut f = x;
    for k in (1..=120).rev() {
        f = x + (k as f64 / 2.0) / f;
    }
    (-x * x).exp() / (std::f64::consts::PI.sqrt() * f)
}

#[cfg(test)]
mod tests {
    use super::erf;

    #[test]
    fn erf_matches_reference_values() {
        // Reference values from a correctly rounded erf (CPython's math.erf).
        let cases = [
            (0.0, 0.0),
            (1e-10, 1.1283791670955126e-10),
            (0.5, 0.5204998778130465),
            (1.0, 0.8427007929497149),
            (2.0, 0.9953222650189527),
            (2.4999, 0.9995928300996666),
            (2.5, 0.999593047982555),
            (3.0, 0.9999779095030014),
            (4.0, 0.9999999845827421),
            (5.5, 0.9999999999999927),
            (-1.5, -0.9661051464753108),
            (7.0, 1.0),
        ];
        for (x, want) in cases {
            let got = erf(x);
            assert!(
                (got - want).abs() <= 4.0 * f64::EPSILON * want.abs().max(1e-300),
                "erf({x}) = {got}, want {want}"
            );
        }
        assert!(erf(f64::NAN).is_nan());
        assert_eq!(erf(f64::INFINITY), 1.0);
        assert_eq!(erf(f64::NEG_INFINITY), -1.0);
    }
}
