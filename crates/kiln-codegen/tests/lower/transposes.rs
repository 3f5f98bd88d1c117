//! Transposing nests are tiled: both the tiled and the untiled nests agree with the
//! interpreter for every permutation, and the tiled ones have the tile's loops.

use crate::harness::{check, innermost_loops, Tol};

fn transpose(dims: &[i64], perm: &[usize]) -> String {
    let text = |d: &[i64]| {
        let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
        format!("[{}]", v.join(","))
    };
    let out: Vec<i64> = perm.iter().map(|&p| dims[p]).collect();
    let p: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
    format!(
        "HloModule m
ENTRY e {{
  x = f32{} parameter(0)
  ROOT t = f32{} transpose(x), dimensions={{{}}}
}}
",
        text(dims),
        text(&out),
        p.join(",")
    )
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for k in 0..=p.len() {
            let mut q = p.clone();
            q.insert(k, n - 1);
            out.push(q);
        }
    }
    out
}

#[test]
fn every_permutation_matches() {
    for dims in [
        vec![64i64, 96],
        vec![48, 33],
        vec![2, 3],
        vec![32, 5, 64],
        vec![17, 48, 40],
        vec![16, 3, 32, 2],
    ] {
        for perm in permutations(dims.len()) {
            check(&transpose(&dims, &perm), Tol::Exact);
        }
    }
}

#[test]
fn transposes_that_tile_get_tile_loops() {
    // out[a, b, c] = x[b, c, a]: x is contiguous along the output's first dimension.
    let kernel = check(&transpose(&[64, 32, 96], &[2, 0, 1]), Tol::Exact);
    assert_eq!(kernel.parallel_extent(), 64, "{kernel:#?}");
    assert!(
        innermost_loops(&kernel)
            .iter()
            .all(|&(extent, _)| extent == 32),
        "{kernel:#?}"
    );
    // A 2-D transpose of 16-multiples: the block loop over rows is the parallel one.
    let kernel = check(&transpose(&[48, 80], &[1, 0]), Tol::Exact);
    assert_eq!(kernel.parallel_extent(), 5, "{kernel:#?}");
    assert!(
        innermost_loops(&kernel)
            .iter()
            .all(|&(extent, _)| extent == 16),
        "{kernel:#?}"
    );
    // A short extent that no tile divides is taken whole, a longer one by a divisor: the
    // two tiled dimensions' loops are innermost.
    let kernel = check(&transpose(&[40, 37, 70], &[2, 0, 1]), Tol::Exact);
    assert_eq!(kernel.parallel_extent(), 40, "{kernel:#?}");
    let extents: Vec<i64> = innermost_loops(&kernel).iter().map(|l| l.0).collect();
    assert_eq!(extents, vec![37], "{kernel:#?}");
    let kernel = check(&transpose(&[48, 70], &[1, 0]), Tol::Exact);
    assert!(
        innermost_loops(&kernel)
            .iter()
            .all(|&(extent, _)| extent == 16),
        "{kernel:#?}"
    );
    // Extents without a tile (a prime over 64), and non-transposing permutations, are not
    // tiled: the innermost loop runs over the whole last dimension.
    for (dims, perm, last) in [
        (vec![48i64, 67], vec![1usize, 0], 48),
        (vec![64, 96, 8], vec![1, 0, 2], 8),
    ] {
        let kernel = check(&transpose(&dims, &perm), Tol::Exact);
        assert!(
            innermost_loops(&kernel)
                .iter()
                .all(|&(extent, _)| extent == last),
            "{kernel:#?}"
        );
    }
}

#[test]
fn strided_slice_feeding_a_transpose_is_tiled() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[130,70] parameter(0)
  s = f32[64,32] slice(x), slice={[1:129:2], [3:67:2]}
  ROOT t = f32[32,64] transpose(s), dimensions={1,0}
}
";
    let kernel = check(hlo, Tol::Exact);
    assert!(
        innermost_loops(&kernel)
            .iter()
            .all(|&(extent, _)| extent == 32),
        "{kernel:#?}"
    );
}
