//! Row groups: kernels that access shared buffers only in their own row run block of rows by
//! block of rows (softmax, layer norm, attention's softmax over merged head dimensions), and
//! give the interpreter's results; kernels that read another row of what an earlier kernel
//! wrote are not grouped. Each module runs on the CPU backend (optimized, one and two
//! threads, twice on the same executable and from a decoded cache payload).

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_cache::CachePayload;
use kiln_eval::Evaluator;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

const REDUCERS: &str = r#"
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
"#;

/// The module `HloModule m`, the reducers, then `entry`; checks it against the interpreter
/// and returns the explain lines naming row groups.
fn check(entry: &str) -> Vec<String> {
    let text = format!("HloModule m\n{REDUCERS}\n{entry}");
    let module = support::parse(&text);
    let args = support::random_args(&module, 5);
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    let mut groups = Vec::new();
    for threads in [1, 2] {
        let options = CompileOptions {
            optimize: true,
            threads,
        };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("threads {threads}: compile fails: {e}"));
        let explain = exe.explain().unwrap_or_default();
        assert!(!explain.contains("fallback:"), "{explain}");
        groups = explain
            .lines()
            .filter_map(|l| l.trim().strip_prefix("row group: "))
            .map(str::to_string)
            .collect();
        let loaded = CpuExecutable::decode(&exe.encode()).expect("decodes");
        for (what, exe) in [("compiled", &exe), ("compiled", &exe), ("decoded", &loaded)] {
            let got = exe
                .execute(&args)
                .unwrap_or_else(|e| panic!("{what}, threads {threads}: execute fails: {e}"));
            if let Err(e) = support::close(&got, &want, 1e-5, 1e-6) {
                panic!(
                    "{what}, threads {threads}: {e}\n{explain}\n{}",
                    exe.module()
                );
            }
        }
    }
    groups
}

#[test]
fn softmax_over_long_rows_runs_as_one_group() {
    // Rows of 2100 (a block is a few dozen rows; 300 rows leave a partial last block).
    let groups = check(
        r#"ENTRY e {
  x = f32[300,2100] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[300] reduce(x, ninf), dimensions={1}, to_apply=max
  mb = f32[300,2100] broadcast(m), dimensions={0}
  sh = f32[300,2100] subtract(x, mb)
  e = f32[300,2100] exponential(sh)
  zero = f32[] constant(0)
  s = f32[300] reduce(e, zero), dimensions={1}, to_apply=add
  sb = f32[300,2100] broadcast(s), dimensions={0}
  ROOT p = f32[300,2100] divide(e, sb)
}"#,
    );
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert!(groups[0].contains("300 rows"), "{groups:?}");
}

#[test]
fn layer_norm_with_scale_and_bias_broadcast_along_rows() {
    let groups = check(
        r#"ENTRY e {
  x = f32[513,768] parameter(0)
  g = f32[768] parameter(1)
  b = f32[768] parameter(2)
  zero = f32[] constant(0)
  n = f32[] constant(768)
  s = f32[513] reduce(x, zero), dimensions={1}, to_apply=add
  nb = f32[513] broadcast(n), dimensions={}
  mean = f32[513] divide(s, nb)
  mb = f32[513,768] broadcast(mean), dimensions={0}
  c = f32[513,768] subtract(x, mb)
  c2 = f32[513,768] multiply(c, c)
  v = f32[513] reduce(c2, zero), dimensions={1}, to_apply=add
  var = f32[513] divide(v, nb)
  eps = f32[] constant(1e-5)
  eb = f32[513] broadcast(eps), dimensions={}
  ve = f32[513] add(var, eb)
  r = f32[513] rsqrt(ve)
  rb = f32[513,768] broadcast(r), dimensions={0}
  y = f32[513,768] multiply(c, rb)
  gb = f32[513,768] broadcast(g), dimensions={1}
  bb = f32[513,768] broadcast(b), dimensions={1}
  yg = f32[513,768] multiply(y, gb)
  ROOT out = f32[513,768] add(yg, bb)
}"#,
    );
    assert_eq!(groups.len(), 1, "{groups:?}");
}

#[test]
fn softmax_over_merged_head_dimensions() {
    // [batch, heads, queries, keys]: the kernels' parallel loops merge the leading dims.
    let groups = check(
        r#"ENTRY e {
  x = f32[4,6,65,300] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[4,6,65] reduce(x, ninf), dimensions={3}, to_apply=max
  mb = f32[4,6,65,300] broadcast(m), dimensions={0,1,2}
  sh = f32[4,6,65,300] subtract(x, mb)
  e = f32[4,6,65,300] exponential(sh)
  zero = f32[] constant(0)
  s = f32[4,6,65] reduce(e, zero), dimensions={3}, to_apply=add
  sb = f32[4,6,65,300] broadcast(s), dimensions={0,1,2}
  p = f32[4,6,65,300] divide(e, sb)
  ROOT t = (f32[4,6,65,300], f32[4,6,65]) tuple(p, s)
}"#,
    );
    assert!(!groups.is_empty());
}

#[test]
fn a_kernel_reading_other_rows_is_not_grouped_with_their_writer() {
    // The second kernel reads the exponentials of the rows in reverse order: running it on a
    // block before the later rows exist would read stale memory.
    let groups = check(
        r#"ENTRY e {
  x = f32[200,1000] parameter(0)
  e = f32[200,1000] exponential(x)
  zero = f32[] constant(0)
  r = f32[200,1000] reverse(e), dimensions={0}
  s = f32[200] reduce(r, zero), dimensions={1}, to_apply=add
  sb = f32[200,1000] broadcast(s), dimensions={0}
  ROOT p = f32[200,1000] divide(e, sb)
}"#,
    );
    for g in &groups {
        assert!(
            !(g.contains("fusion") && g.contains("200 rows") && g.matches('+').count() >= 2),
            "{groups:?}"
        );
    }
}
