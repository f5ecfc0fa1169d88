// What the record tests share: a directory of their own for each test, removed at its end, a
// record of a game in progress, and a record file read back as JSON.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

namespace marienbad::testing {

class RecordDirectory {
  public:
    RecordDirectory() {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        // A parameterised test's name holds a '/' ("Refused/3"): one folder, not two, so that
        // the whole of it is removed.
        std::string name = test->name();
        std::replace(name.begin(), name.end(), '/', '-');
        path_ = std::filesystem::temp_directory_path() /
                ("marienbad-records-" + std::to_string(getpid()) + "-" + name);
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~RecordDirectory() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    RecordDirectory(const RecordDirectory&) = delete;
    RecordDirectory& operator=(const RecordDirectory&) = delete;

    std::string file(const std::string& name) const { return (path_ / name).string(); }
    std::string write(const std::string& name, const std::string& content) const {
        std::ofstream(file(name)) << content;
        return file(name);
    }

  private:
    std::filesystem::path path_;
};

// A record of a Nim game of 3, 4 and 5 pieces, not over: the person has taken one piece from
// column 0 and the computer another, with `draws` numbers drawn, against a computer that plays
// its best move at `difficulty`.
inline nlohmann::json nim_record_json(double difficulty = 1.0, std::uint64_t draws = 2) {
    return {{"format", "marienbad-record"},
            {"version", 1},
            {"game", "nim"},
            {"setup", {{"piles", {3, 4, 5}}, {"convention", "normal"}}},
            {"players", "human-computer"},
            {"difficulty", difficulty},
            {"first", 1},
            {"seed", 7},
            {"draws", draws},
            {"moves", {{{"pile", 0}, {"take", 1}}, {{"pile", 0}, {"take", 1}}}}};
}

inline nlohmann::json read_json(const std::string& path) {
    std::ifstream file(path);
    return nlohmann::json::parse(file);
}

inline std::string read_text(const std::string& path) {
    std::ifstream file(path);
    return {std::istreambuf_iterator<char>(file), {}};
}

}  // namespace marienbad::testing
