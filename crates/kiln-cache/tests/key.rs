//! Cache keys: what must not change them (names, metadata) and what must (anything that changes
//! the code), and misses that say which part of the key differed.

mod common;

use common::{key, payload, TempDir};
use kiln_cache::{
    canonical_module_text, explain_miss, module_fingerprint, CacheKey, DiskCache, Lookup,
    MissReason,
};
use kiln_hlo::parse_module;

const BASE: &str = r#"HloModule jit_f, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[]}

add_comp {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}

ENTRY main {
  a = f32[4]{0} parameter(0)
  b = f32[4]{0} parameter(1)
  c = f32[] constant(2)
  bc = f32[4]{0} broadcast(c), dimensions={}
  m = f32[4]{0} multiply(a, bc)
  s = f32[4]{0} add(m, b), metadata={op_type="add" op_name="jit(f)/add" source_file="f.py" source_line=3}
  z = f32[] constant(0)
  ROOT r = f32[] reduce(s, z), dimensions={0}, to_apply=add_comp
}
"#;

/// The same computation with every name changed, other metadata and frontend attributes.
const RENAMED: &str = r#"HloModule other_name, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[]}

region_0.7 {
  Arg_0.8 = f32[] parameter(0)
  Arg_1.9 = f32[] parameter(1)
  ROOT add.10 = f32[] add(Arg_0.8, Arg_1.9), metadata={op_name="jit(g)/reduce_sum"}
}

ENTRY main.12 {
  Arg_0.1 = f32[4]{0} parameter(0), metadata={op_name="x"}
  Arg_1.2 = f32[4]{0} parameter(1)
  constant.3 = f32[] constant(2)
  broadcast.4 = f32[4]{0} broadcast(constant.3), dimensions={}, frontend_attributes={_xla_stream_annotation="1"}
  multiply.5 = f32[4]{0} multiply(Arg_0.1, broadcast.4), metadata={op_type="mul" op_name="jit(g)/mul" source_file="g.py" source_line=99}
  add.6 = f32[4]{0} add(multiply.5, Arg_1.2)
  constant.11 = f32[] constant(0)
  ROOT reduce.13 = f32[] reduce(add.6, constant.11), dimensions={0}, to_apply=region_0.7
}
"#;

fn fingerprint(text: &str) -> [u8; 32] {
    let module = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    module_fingerprint(&module)
}

#[test]
fn names_and_metadata_do_not_change_the_key() {
    let base = parse_module(BASE).unwrap();
    let renamed = parse_module(RENAMED).unwrap();
    assert_eq!(
        canonical_module_text(&base),
        canonical_module_text(&renamed)
    );
    assert_eq!(
        CacheKey::for_host(&base, "o").digest(),
        CacheKey::for_host(&renamed, "o").digest()
    );
}

#[test]
fn canonical_text_has_no_names_or_metadata_and_parses_back() {
    let text = canonical_module_text(&parse_module(RENAMED).unwrap());
    for absent in [
        "region_0",
        "Arg_0",
        "metadata",
        "frontend_attributes",
        "other_name",
    ] {
        assert!(!text.contains(absent), "`{absent}` in\n{text}");
    }
    let reparsed = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(canonical_module_text(&reparsed), text);
}

#[test]
fn anything_that_changes_the_code_changes_the_key() {
    let base = fingerprint(BASE);
    let variants = [
        ("constant", BASE.replace("constant(2)", "constant(3)")),
        (
            "operand order",
            BASE.replace("multiply(a, bc)", "multiply(bc, a)"),
        ),
        ("opcode", BASE.replace("add(m, b)", "subtract(m, b)")),
        (
            "callee",
            BASE.replace("ROOT s = f32[] add(x, y)", "ROOT s = f32[] maximum(x, y)"),
        ),
        ("element type", BASE.replace("f32", "f64")),
        ("shape", BASE.replace("f32[4]", "f32[5]")),
        ("layout", BASE.replace("f32[4]{0}", "f32[4]")),
        ("parameter number", {
            BASE.replace("a = f32[4]{0} parameter(0)", "a = f32[4]{0} parameter(9)")
                .replace("b = f32[4]{0} parameter(1)", "b = f32[4]{0} parameter(0)")
                .replace("a = f32[4]{0} parameter(9)", "a = f32[4]{0} parameter(1)")
        }),
    ];
    for (what, text) in variants {
        assert_ne!(fingerprint(&text), base, "changing the {what} kept the key");
    }
}

#[test]
fn attribute_changes_change_the_key() {
    let base = r#"HloModule t
ENTRY e {
  p = f32[2,3]{1,0} parameter(0)
  ROOT t = f32[3,2]{1,0} transpose(p), dimensions={1,0}
}
"#;
    let sliced = r#"HloModule t
ENTRY e {
  p = f32[4,6]{1,0} parameter(0)
  ROOT s = f32[2,3]{1,0} slice(p), slice={[0:2], [0:3]}
}
"#;
    assert_ne!(
        fingerprint(sliced),
        fingerprint(&sliced.replace("[0:2], [0:3]", "[2:4], [0:3]"))
    );
    let layout = base.replace("f32[3,2]{1,0} transpose", "f32[3,2]{0,1} transpose");
    assert_ne!(fingerprint(base), fingerprint(&layout));
}

#[test]
fn each_key_part_counts() {
    let base = key("module", "optimize=true");
    let changed = [
        CacheKey {
            module: key("other module", "").module,
            ..base.clone()
        },
        CacheKey {
            options: "optimize=false".into(),
            ..base.clone()
        },
        CacheKey {
            kiln_version: "9.9.9".into(),
            ..base.clone()
        },
        CacheKey {
            target: "riscv64gc-unknown-linux-gnu".into(),
            ..base.clone()
        },
        CacheKey {
            cpu_features: "sse3".into(),
            ..base.clone()
        },
    ];
    for (other, part) in changed.iter().zip(kiln_cache::KEY_PARTS) {
        assert_ne!(other.digest(), base.digest(), "{part}");
        assert_eq!(base.differing_parts(other), vec![part]);
    }
    // Length prefixes keep parts from running into each other.
    let a = CacheKey {
        options: "ab".into(),
        kiln_version: "c".into(),
        ..base.clone()
    };
    let b = CacheKey {
        options: "a".into(),
        kiln_version: "bc".into(),
        ..base.clone()
    };
    assert_ne!(a.digest(), b.digest());
    assert_eq!(base.hex().len(), 64);
    assert!(base.hex().starts_with(&base.short_hex()));
}

#[test]
fn host_key_records_target_and_features() {
    let (target, features) = kiln_cache::host_target();
    assert!(target.contains(std::env::consts::ARCH), "{target}");
    #[cfg(target_arch = "x86_64")]
    assert_eq!(
        features.split(',').any(|f| f == "avx2"),
        is_x86_feature_detected!("avx2"),
        "{features}"
    );
    let _ = features;
    assert!(kiln_cache::kiln_version().starts_with(env!("CARGO_PKG_VERSION")));
}

#[test]
fn a_miss_says_which_part_differs() {
    let dir = TempDir::new("why");
    let cache = DiskCache::open(dir.path(), 1 << 20).unwrap();
    let stored = key("module", "optimize=true");
    cache.put(&stored, &payload(100, 1)).unwrap();

    let cases: Vec<(CacheKey, MissReason)> = vec![
        (
            CacheKey {
                options: "optimize=false".into(),
                ..stored.clone()
            },
            MissReason::KeyDiffers {
                what: vec!["options"],
            },
        ),
        (
            CacheKey {
                kiln_version: "0.0.1".into(),
                cpu_features: "sse3".into(),
                ..stored.clone()
            },
            MissReason::KeyDiffers {
                what: vec!["version", "cpu features"],
            },
        ),
        (
            CacheKey {
                target: "aarch64-apple-darwin".into(),
                ..stored.clone()
            },
            MissReason::KeyDiffers {
                what: vec!["target"],
            },
        ),
        (key("another module", "optimize=true"), MissReason::NoEntry),
    ];
    for (asked, expected) in cases {
        assert_eq!(cache.get(&asked), Lookup::Miss(expected));
    }
    assert_eq!(
        explain_miss(&MissReason::KeyDiffers {
            what: vec!["options", "cpu features"]
        }),
        "cache miss: key differs in options, cpu features"
    );
    // The closest entry is the one explained.
    let near = CacheKey {
        options: "optimize=false".into(),
        ..stored.clone()
    };
    cache.put(&near, &payload(100, 2)).unwrap();
    let asked = CacheKey {
        options: "optimize=false".into(),
        kiln_version: "0.0.1".into(),
        ..stored.clone()
    };
    assert_eq!(
        cache.get(&asked),
        Lookup::Miss(MissReason::KeyDiffers {
            what: vec!["version"]
        })
    );
}

#[test]
fn corpus_modules_canonicalize_stably() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus");
    let Ok(cases) = std::fs::read_dir(&corpus) else {
        eprintln!("skipped: no corpus at {}", corpus.display());
        return;
    };
    let mut checked = 0;
    for case in cases.flatten() {
        let Ok(text) = std::fs::read_to_string(case.path().join("model.hlo")) else {
            continue;
        };
        let module = parse_module(&text).unwrap();
        let canonical = canonical_module_text(&module);
        let reparsed = parse_module(&canonical)
            .unwrap_or_else(|e| panic!("{}: {e}\n{canonical}", case.path().display()));
        assert_eq!(module_fingerprint(&reparsed), module_fingerprint(&module));
        // Renaming every instruction keeps the key.
        let mut renamed = module.clone();
        for comp in &mut renamed.computations {
            comp.name.push_str(".renamed");
            for instr in &mut comp.instructions {
                instr.name = format!("x_{}", instr.name);
            }
        }
        assert_eq!(module_fingerprint(&renamed), module_fingerprint(&module));
        checked += 1;
    }
    eprintln!("{checked} corpus modules checked");
}

/// The fingerprint hashes the module's structure, not its text, but must draw the same lines:
/// over every corpus and benchmark module, and a renamed, metadata-stripped copy of each, two
/// modules share a fingerprint exactly when they share a canonical text.
#[test]
fn fingerprints_group_modules_as_canonical_text_does() {
    let shared = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    let mut paths: Vec<_> = std::fs::read_dir(shared.join("corpus"))
        .unwrap()
        .flatten()
        .map(|case| case.path().join("model.hlo"))
        .chain(
            std::fs::read_dir(shared.join("bench"))
                .unwrap()
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "hlo")),
        )
        .filter(|p| p.exists())
        .collect();
    paths.sort();
    let mut modules = Vec::new();
    for path in &paths {
        let module = parse_module(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut renamed = module.clone();
        renamed.name = "renamed".into();
        for comp in &mut renamed.computations {
            comp.name = format!("{}_x", comp.name);
            for instr in &mut comp.instructions {
                instr.name = format!("y_{}", instr.name);
                instr.metadata = Some(Default::default());
            }
        }
        modules.push(module);
        modules.push(renamed);
    }
    assert!(modules.len() >= 460, "{} modules", modules.len());
    let mut by_text = std::collections::HashMap::new();
    let mut by_fingerprint = std::collections::HashMap::new();
    for (i, m) in modules.iter().enumerate() {
        let text_class = *by_text.entry(canonical_module_text(m)).or_insert(i);
        let fingerprint_class = *by_fingerprint.entry(module_fingerprint(m)).or_insert(i);
        assert_eq!(
            text_class,
            fingerprint_class,
            "{}: grouped with module {text_class} by text, {fingerprint_class} by fingerprint",
            paths[i / 2].display()
        );
    }
}

/// Shapes that print alike key alike: a scalar without a layout prints as one with the empty
/// layout, and a dimension without a dynamic flag is static.
#[test]
fn shapes_that_print_alike_key_alike() {
    let text = "HloModule s\nENTRY e {\n  p = f32[] parameter(0)\n  v = f32[4]{0} broadcast(p), dimensions={}\n  ROOT n = f32[4]{0} negate(v)\n}\n";
    let parsed = parse_module(text).unwrap();
    let mut built = parsed.clone();
    for instr in &mut built.computations[0].instructions {
        if let kiln_hlo::Shape::Array(a) = &mut instr.shape {
            if a.dims.is_empty() {
                a.layout = None;
            } else {
                a.dynamic.clear();
            }
        }
    }
    assert_ne!(built, parsed);
    assert_eq!(
        canonical_module_text(&built),
        canonical_module_text(&parsed)
    );
    assert_eq!(module_fingerprint(&built), module_fingerprint(&parsed));
    // A real difference still counts.
    built.computations[0].instructions[1].shape = kiln_hlo::Shape::Array(kiln_hlo::ArrayShape {
        dynamic: vec![true],
        ..kiln_hlo::ArrayShape::new(kiln_hlo::PrimitiveType::F32, vec![4])
    });
    assert_ne!(module_fingerprint(&built), module_fingerprint(&parsed));
}
