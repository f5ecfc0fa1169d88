// What every game's id is made of (docs/guide.md, "Game ids"): after the game's name, fields
// separated by ':' — the first one the game's position ("1,2,3,5,7", "6x7", "1101110"), then
// words ("misere") and named values ("at=1,1+3,2") in any order, each at most once. Sizes are
// written "RxC", cells "row,column" from 1 as people number them, several joined by '+'. Each game
// writes and reads its own id with these (games/<name>/<name>_id.cpp); what is wrong is refused
// with a UsageError naming the part.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/convention.hpp"
#include "games/option_values.hpp"

namespace marienbad {

// The fields of an id after its game's name, taken one by one; done() refuses what is left.
class IdFields {
  public:
    // "1,2,3:misere" → "1,2,3" and "misere"; an empty field ("1,2::misere") is refused.
    explicit IdFields(std::string_view text);

    // The first field; `missing` says what is missing when there is none ("the piles are
    // missing").
    std::string_view first(std::string_view missing);
    // Whether `word` is one of the other fields (taken; refused when given twice).
    bool word(std::string_view word);
    // The value of the field "key=value", if there is one (taken; refused when given twice).
    std::optional<std::string_view> value(std::string_view key);
    // Refuses the first field not taken, listing the fields the game's id may have (`allowed`:
    // "misere, normal").
    void done(std::string_view allowed) const;

  private:
    std::vector<std::string_view> fields_;
    std::vector<bool> taken_;
};

// The rules: the word "misere" or "normal", or neither for the game's default (refused when both
// are given); and written back, ":misere" or ":normal", nothing for the default.
Convention id_convention(IdFields& fields, Convention default_convention);
std::string id_convention_text(Convention convention, Convention default_convention);

// A size "RxC": rows and columns, each from `low` to `high`.
struct IdSize {
    int rows = 0;
    int cols = 0;
};
IdSize id_size(std::string_view text, int low, int high);

// Cells "r,c+r,c" (from 1), each row in 1..rows and column in 1..cols, `what` naming them
// ("the banned cells"); as written, 1-based.
std::vector<CellNumbers> id_cells(std::string_view what, std::string_view text, std::int64_t rows,
                                  std::int64_t cols);
// Cells written back, 1-based: "2,3+4,4".
std::string id_cells_text(const std::vector<CellNumbers>& cells);

}  // namespace marienbad
