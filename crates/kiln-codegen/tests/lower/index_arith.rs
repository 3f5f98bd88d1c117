//! Index arithmetic through reshapes: divisions and remainders by a multiple of a row length
//! cancel (`(48·i + j) / 768` is `i / 16` for `j < 48`), so the innermost loop keeps an affine
//! index and stays a vector loop.

use crate::harness::{check, innermost_loops, Tol};

#[test]
fn divisions_by_multiples_of_the_row_cancel() {
    // A per-(batch, position) statistic broadcast over rows of a reshaped [64, 48] array.
    let hlo = "HloModule m
ENTRY e {
  x = f32[64,48] parameter(0)
  m = f32[4,16] parameter(1)
  r = f32[4,16,48] reshape(x)
  mb = f32[4,16,48] broadcast(m), dimensions={0,1}
  s = f32[4,16,48] subtract(r, mb)
  ROOT o = f32[64,48] reshape(s)
}
";
    let kernel = check(hlo, Tol::Exact);
    assert!(
        innermost_loops(&kernel)
            .iter()
            .all(|&(_, width)| width == 4),
        "{kernel:#?}"
    );
    // Remainders and quotients by a divisor of the row length, and odd extents.
    for (dims, split) in [
        ("[6,40]", "[3,2,5,8]"),
        ("[10,24]", "[5,2,3,8]"),
        ("[7,33]", "[7,3,11]"),
    ] {
        let hlo = format!(
            "HloModule m
ENTRY e {{
  x = f32{dims} parameter(0)
  r = f32{split} reshape(x)
  n = f32{split} negate(r)
  ROOT o = f32{dims} reshape(n)
}}
"
        );
        check(&hlo, Tol::Exact);
    }
}

#[test]
fn digits_of_a_counter_read_back_are_the_counter() {
    // Raveled operands concatenated into a vector (jnp.concatenate of a.ravel(),
    // b.ravel()): each piece reads its operand at `k·(i / k) + i % k`, which is `i`, so the
    // piece is a plain vector loop.
    let hlo = "HloModule m
ENTRY e {
  a = f32[7,9] parameter(0)
  b = f32[5,6] parameter(1)
  c = f32[13] parameter(2)
  ra = f32[63] reshape(a)
  rb = f32[30] reshape(b)
  ROOT o = f32[106] concatenate(ra, rb, c), dimensions={0}
}
";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(63, 4), (30, 4), (13, 4)]);
    // A reshape to more dimensions and back, with negative digits in the mix: still exact.
    let hlo = "HloModule m
ENTRY e {
  x = s32[6,10] parameter(0)
  r = s32[60] reshape(x)
  v = s32[] parameter(1)
  p = s32[64] pad(r, v), padding=3_1
  s = s32[60] slice(p), slice={[2:62]}
  ROOT o = s32[4,15] reshape(s)
}
";
    check(hlo, Tol::Exact);
}
