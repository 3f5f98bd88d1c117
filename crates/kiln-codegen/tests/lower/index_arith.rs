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
