//! Buffer assignment: aliasing of tuples and renames, reuse of dead buffers, no collisions.

use kiln_opt::buffer_assignment::{assign_buffers, BufferAssignment, BufferKind};

fn assign(text: &str) -> (kiln_hlo::Module, BufferAssignment) {
    let module = kiln_hlo::parse_module(text).expect("parses");
    let assignment = assign_buffers(module.entry_computation()).expect("assigns");
    (module, assignment)
}

/// No two arena buffers that are live at the same time share a byte.
fn assert_no_collisions(a: &BufferAssignment) {
    let arena: Vec<_> = a
        .buffers
        .iter()
        .filter_map(|b| match b.kind {
            BufferKind::Arena { offset } => Some((offset, b.bytes.max(1), b.live)),
            _ => None,
        })
        .collect();
    for (i, x) in arena.iter().enumerate() {
        assert!(x.0 + x.1 <= a.arena_size);
        for y in &arena[i + 1..] {
            let live_overlap = x.2 .0 <= y.2 .1 && y.2 .0 <= x.2 .1;
            let space_overlap = x.0 < y.0 + y.1 && y.0 < x.0 + x.1;
            assert!(
                !(live_overlap && space_overlap),
                "{x:?} collides with {y:?}"
            );
        }
    }
}

#[test]
fn chain_reuses_dead_buffers() {
    let (_, a) = assign(
        "HloModule m
ENTRY e {
  p = f32[1024] parameter(0)
  a = f32[1024] exponential(p)
  b = f32[1024] negate(a)
  c = f32[1024] exponential(b)
  d = f32[1024] negate(c)
  ROOT e = f32[1024] exponential(d)
}",
    );
    assert_no_collisions(&a);
    assert_eq!(a.unshared_bytes(), 5 * 4096);
    // Each value is read only by the next one, so two buffers suffice.
    assert_eq!(a.arena_size, 2 * 4096);
}

#[test]
fn tuples_and_renames_alias_their_operands() {
    let (m, a) = assign(
        "HloModule m
ENTRY e {
  p = f32[2,3] parameter(0)
  n = f32[2,3] negate(p)
  r = f32[6] reshape(n)
  t = (f32[2,3], f32[6]) tuple(n, r)
  g = f32[6] get-tuple-element(t), index=1
  ROOT out = (f32[6], f32[2,3]) tuple(g, p)
}",
    );
    assert_no_collisions(&a);
    let comp = m.entry_computation();
    let id = |name: &str| comp.find(name).unwrap().index();
    assert_eq!(a.leaves[id("r")], a.leaves[id("n")]);
    assert_eq!(a.leaves[id("g")], a.leaves[id("n")]);
    assert_eq!(a.leaves[id("out")].len(), 2);
    assert!(matches!(
        a.buffer(a.leaves[id("out")][1]).kind,
        BufferKind::Parameter { number: 0, leaf: 0 }
    ));
    // Only `n` needs arena memory.
    assert_eq!(a.arena_size, 64);
}

#[test]
fn every_corpus_and_bench_module_assigns_without_collisions() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared");
    let mut files: Vec<_> = std::fs::read_dir(format!("{root}/corpus"))
        .unwrap()
        .map(|e| e.unwrap().path().join("model.hlo"))
        .filter(|p| p.exists())
        .collect();
    files.extend(
        std::fs::read_dir(format!("{root}/bench"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "hlo")),
    );
    assert!(files.len() >= 235);
    for path in files {
        let module = kiln_hlo::parse_module(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for comp in &module.computations {
            let a = assign_buffers(comp).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_no_collisions(&a);
            assert!(
                a.arena_size <= a.unshared_bytes().max(64),
                "{}",
                path.display()
            );
        }
    }
}
