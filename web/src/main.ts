const root = document.getElementById("app");
if (root) root.textContent = "pengyou: tables for Shengji and Zheng Fen";
