// Remembering a game's settings, and recalling them checked.
#include "play/remembered_game.hpp"

#include <algorithm>

#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"

namespace marienbad {
namespace {

// The parameters worth remembering: those a form offers, and a game's own flags.
bool remembered_parameter(const ParameterSpec& spec) {
    return !spec.label.empty() || (spec.kind == ParameterKind::flag && spec.name != "--explain" &&
                                   spec.name != "--review" && spec.name != "--no-animation" &&
                                   spec.name != "--screen-reader");
}

}  // namespace

RememberedGame remember_game(const GameDescription& game, const ParameterValues& values) {
    RememberedGame remembered{game.name(), {}};
    for (const ParameterSpec& spec : values.specs()) {
        if (remembered_parameter(spec) && values.given(spec.name)) {
            remembered.values.emplace_back(spec.name, values.texts(spec.name));
        }
    }
    return remembered;
}

ParameterValues recalled_values(const GameDescription& game, const RememberedGame& remembered) {
    // What the file says is taken only when it is a value the game takes (a file edited by hand,
    // or from another version, gives nothing wrong).
    ParameterValues values(play_parameters(game));
    for (const auto& remembered_value : remembered.values) {
        // Named, not a structured binding: clang 14 (the fuzz build) cannot capture one.
        const std::string& name = remembered_value.first;
        const std::vector<std::string>& texts = remembered_value.second;
        const auto& specs = values.specs();
        const auto spec = std::find_if(specs.begin(), specs.end(), [&](const ParameterSpec& s) {
            return s.name == name && remembered_parameter(s);
        });
        if (spec == specs.end()) {
            continue;
        }
        ParameterValues one(values.specs());
        one.give_all(name, texts);
        try {
            if (spec->kind == ParameterKind::number) {
                one.number_if_given(name);
            }
            values.give_all(name, texts);
        } catch (const UsageError&) {
            // left out: the form offers its default
        }
    }
    return values;
}

}  // namespace marienbad
