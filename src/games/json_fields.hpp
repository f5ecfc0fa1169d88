// Reading the fields of a JSON object written by a record, each checked: a field missing or of
// the wrong kind is refused with a UsageError naming it, never a crash.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/cell.hpp"
#include "core/convention.hpp"

namespace marienbad {

// The member `key` of `object`, or null when it has none: a reference, never a copy.
const nlohmann::json& json_member(const nlohmann::json& object, const char* key);
// The object `json`, or a UsageError when it is not one.
const nlohmann::json& json_object(const nlohmann::json& json, const char* what);
// The list `key` of `object`.
const nlohmann::json& json_list(const nlohmann::json& object, const char* key);
// A whole number in [min, max].
int json_int(const nlohmann::json& object, const char* key, int min, int max);
// Whole numbers in [min, max], as many as the array holds.
std::vector<int> json_ints(const nlohmann::json& object, const char* key, int min, int max);
std::string json_string(const nlohmann::json& object, const char* key);

// A [row, column] pair, 0-based, inside a rows x cols lattice; a list of them.
Cell json_cell(const nlohmann::json& value, const char* key, int rows, int cols);
std::vector<Cell> json_cells(const nlohmann::json& object, const char* key, int rows, int cols);

// A cell as records and `solve --json` write it, 0-based: [row, column]; a list of them.
nlohmann::ordered_json cell_json(std::int64_t row, std::int64_t col);
template <class Cells>
nlohmann::ordered_json cells_json(const Cells& cells) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& cell : cells) {
        list.push_back(cell_json(cell.row, cell.col));
    }
    return list;
}

// "normal" or "misere", as `solve --json` writes a convention.
const char* convention_json(Convention convention);
Convention json_convention(const nlohmann::json& object, const char* key);

}  // namespace marienbad
