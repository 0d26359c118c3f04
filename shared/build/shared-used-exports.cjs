// The exports of the tree-shaken shared singletons (antd, react-router, RTK, react-redux) that any app (the shell, the six remotes, the
// shared client kit) imports: ONE list per package for the whole repository. Every build passes it
// as `shared[pkg].treeShaking.usedExports`, so the tree-shaken copy any app provides carries every
// export any consumer needs. The federation runtime hands a singleton's consumers the first-loaded
// tree-shaken copy without comparing export lists (runtime-core `shouldUseTreeShaking`: a
// 'runtime-infer' consumer without a usedExports check always accepts it), which is how a per-app
// list gave a remote `undefined` for a component only it used.
// Two guards fail the build when a name is missing here: shared-imports.cjs scans the sources before
// it starts (shared's tests run it over every app too), and SharedExportsCheckPlugin checks every
// reference webpack resolves, node_modules included (RTK Query importing @reduxjs/toolkit).
// Sorted (code-point order); type-only imports need no entry.
module.exports = {
  antd: ['Button', 'ConfigProvider', 'Divider', 'Layout', 'Skeleton', 'Space', 'Spin', 'Switch', 'theme'],
  'react-router': [
    'BrowserRouter',
    'Link',
    'Navigate',
    'Outlet',
    'RouterProvider',
    'createBrowserRouter',
    'matchPath',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
  // The store's own imports plus RTK Query's (dist/query imports these from the package root).
  '@reduxjs/toolkit': [
    'SHOULD_AUTOBATCH',
    'combineReducers',
    'combineSlices',
    'configureStore',
    'createAction',
    'createAsyncThunk',
    'createNextState',
    'createSelector',
    'createSlice',
    'formatProdErrorMessage',
    'isAction',
    'isAllOf',
    'isAnyOf',
    'isAsyncThunkAction',
    'isFulfilled',
    'isPending',
    'isPlainObject',
    'isRejected',
    'isRejectedWithValue',
    'nanoid',
    'prepareAutoBatched',
    'produce',
  ],
  // Provider and the hooks, plus RTK Query's React hooks' batch and shallowEqual.
  'react-redux': ['Provider', 'batch', 'shallowEqual', 'useDispatch', 'useSelector', 'useStore'],
};
